// 'Imagens' under a saved product (spec sections 2 and 5): the drop area sending photos prepared
// in the browser, and the product's photos as cards ordered by relevance, each with its
// relevance, colour (the grid's colours offered) and video link, and its full size in a dialog.
import { Box, LinearProgress, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useGetList } from 'react-admin';
import { useNotifyError } from '../../../../generic/calls';
import { ALL_ROWS, SERVER_ORDER } from '../../../../dataProvider';
import { SectionCard } from '../../../../generic/SectionCard';
import type { ProductSectionProps } from '../types';
import { ImageCard } from './ImageCard';
import { ImageDialog } from './ImageDialog';
import { EMPTY_IMAGES, IMAGE_RESOURCE, type ProductImage } from './imageModel';
import { UploadArea } from './UploadArea';
import { useImageUpload } from './useImageUpload';

/**
 * The colours of the product's grid, for the 'Cor' suggestions. The same query as the stock grid
 * section's, so a colour registered there shows here without a reload.
 */
function useGridColors(productId: unknown): string[] {
  const { data } = useGetList<{ id: number; color: string | null }>(
    'grid',
    {
      filter: { product_id: productId, show_inactive: false },
      pagination: ALL_ROWS,
      sort: { field: 'id', order: 'ASC' },
    },
    { enabled: productId !== undefined && productId !== null },
  );
  return useMemo(
    () => [...new Set((data ?? []).map((g) => g.color).filter((c): c is string => !!c && c !== 'N/A'))],
    [data],
  );
}

export function ImagesSection({ product }: ProductSectionProps) {
  const productId = Number(product.id);
  // In the server's order (by relevance); uploads, changes and deletions refresh it.
  const { data: rows = [], isPending: loading } = useGetList<ProductImage>(
    IMAGE_RESOURCE,
    { filter: { product_id: productId }, pagination: ALL_ROWS, sort: SERVER_ORDER },
    { onError: useNotifyError() },
  );
  const colors = useGridColors(productId);
  const [shown, setShown] = useState<ProductImage | null>(null);
  const highest = rows.reduce((max, image) => Math.max(max, image.relevance ?? 0), 0);
  const { upload, progress, progressLabel } = useImageUpload(productId, highest);

  return (
    <SectionCard title="Imagens">
      <UploadArea onFiles={(files) => void upload(files)} progress={progress} progressLabel={progressLabel} />
      {loading ? (
        <LinearProgress aria-label="Carregando imagens" />
      ) : rows.length ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          }}
        >
          {rows.map((image) => (
            <ImageCard key={image.id} image={image} colors={colors} onOpen={setShown} />
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {EMPTY_IMAGES}
        </Typography>
      )}
      <ImageDialog image={shown} onClose={() => setShown(null)} />
    </SectionCard>
  );
}
