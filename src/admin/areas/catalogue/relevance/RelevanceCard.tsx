// One product of the layout relevance screen: its photo (the most relevant one, 300 px), name,
// ref, price and the relevance input.
import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import { Box, Card, CardContent, CardMedia, Stack, Typography } from '@mui/material';
import { formatMoney } from '../../../format';
import { RelevanceInput } from '../products/list/RelevanceInput';
import type { ProductRow } from '../products/list/query';

/** The 300 px thumbnail of an image (spec: img_name + '300.jpg'). */
export const thumbnailOf = (imgName: string) => `${imgName}300.jpg`;

export function RelevanceCard({
  row,
  showImage,
  showStore,
  save,
}: {
  row: ProductRow;
  showImage: boolean;
  /** Admins see every store's products: the card says whose. */
  showStore: boolean;
  save: (relevance: number) => Promise<unknown>;
}) {
  return (
    <Card
      variant="outlined"
      data-testid="relevance-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {showImage ? (
        row.img_name ? (
          <CardMedia
            component="img"
            image={thumbnailOf(row.img_name)}
            alt={String(row.name ?? '')}
            loading="lazy"
            sx={{ height: 180, objectFit: 'contain', bgcolor: 'grey.100' }}
          />
        ) : (
          <Box
            sx={{
              height: 180,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'grey.100',
              color: 'grey.500',
            }}
          >
            <ImageNotSupportedIcon fontSize="large" aria-label="Sem imagem" />
          </Box>
        )
      ) : null}
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {row.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[row.ref, showStore ? row.company_name : null].filter(Boolean).join(' · ') || '\u00a0'}
        </Typography>
        <Stack
          direction="row"
          sx={{
            mt: 'auto',
            pt: 1,
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography variant="body1" sx={{ fontWeight: 600 }}>
            {formatMoney(row.price)}
          </Typography>
          <RelevanceInput
            value={row.relevance}
            label="Relevância"
            productName={String(row.name ?? '')}
            save={save}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
