// /layout/preview ('Prévia da loja'): the store's storefront top as a shopper sees it — favicon and
// name in a browser tab, logo, navbar, banner carousel, home images — on a computer (1200 px, zoomed
// to fit) or a phone (390 px). Built only from the storefront's public reads (the calls of
// shared/calls/storefront-preview.ts, the same a store's site makes), so it proves they serve a
// storefront. An admin picks the store first; a store user sees their own.
import {
  Alert,
  Box,
  Card,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { HttpError, Loading } from 'react-admin';
import { useState } from 'react';
import { errorText } from '../../../api';
import { useCall } from '../../../generic/calls';
import { PageHeading } from '../../../generic/PageHeading';
import { StoreChooser, useChosenStore } from '../../../generic/StorePicker';
import { useUserPermissions } from '../../../permissions';
import { ScaledFrame } from './ScaledFrame';
import { DEVICE_WIDTH, type Device, type PreviewReads, type Read, StorefrontView } from './StorefrontView';

export const TITLE = 'Prévia da loja';
const NOT_PUBLISHED = 'a loja não existe ou está inativa (a vitrine não é publicada)';
const DEVICE_LABEL: Record<Device, string> = { desktop: 'Computador', phone: 'Celular' };

/** One read's state, its failure in the user's words (404: the storefront is not published). */
function asRead<T>(query: { data?: T; error: Error | null; isPending: boolean }): Read<T> {
  const error = query.error
    ? query.error instanceof HttpError && query.error.status === 404
      ? NOT_PUBLISHED
      : errorText(query.error)
    : undefined;
  return { data: query.data, error, pending: query.isPending };
}

/** The four public reads of a store (none until there is one). */
function usePreviewReads(store: number | null): PreviewReads {
  const params = store ? { companyId: store } : null;
  // The preview says in each part what failed: no toast.
  const quiet = { notifyError: false } as const;
  const navBar = useCall('previewNavBar', store ? { company_id: store } : null, quiet);
  const banners = useCall('previewBanners', params, quiet);
  const logo = useCall('previewLogo', params, quiet);
  const images = useCall('previewHomeImages', params, quiet);
  return { navBar: asRead(navBar), banners: asRead(banners), logo: asRead(logo), images: asRead(images) };
}

export function StorefrontPreview() {
  const { admin, company_id, isLoading } = useUserPermissions();
  const [chosen] = useChosenStore();
  const store = isLoading ? null : admin ? chosen : company_id;
  const phoneScreen = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const [device, setDevice] = useState<Device>(phoneScreen ? 'phone' : 'desktop');
  const reads = usePreviewReads(store);
  // The store's name comes with its logo, as a storefront reads it (for the admin and the store).
  const storeName = reads.logo.data?.name ?? `Loja ${store}`;
  const loading = Object.values(reads).some((r) => r.pending);
  // No read answers for an unknown or inactive store: one message, not one per part.
  const unpublished = Object.values(reads).every((r) => r.error === NOT_PUBLISHED);

  return (
    <>
      <PageHeading
        title={TITLE}
        caption="A vitrine da loja como o cliente a vê, montada só com as leituras públicas da loja: logo, menu, banners e imagens da página inicial."
      />
      <Card sx={{ p: 2 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { md: 'center' }, mb: 2 }}
        >
          {admin ? <StoreChooser /> : null}
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            aria-label="Largura da prévia"
            value={device}
            onChange={(_, next: Device | null) => next && setDevice(next)}
          >
            {(['desktop', 'phone'] as const).map((d) => (
              <ToggleButton key={d} value={d} sx={{ px: 2 }}>
                {DEVICE_LABEL[d]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Typography variant="body2" color="text.secondary">
            {device === 'desktop' ? 'Largura de 1200 px, reduzida para caber na tela.' : 'Largura de 390 px.'}
          </Typography>
        </Stack>
        {!store ? (
          isLoading ? (
            <Loading />
          ) : (
            <Alert severity="info">Escolha uma loja e clique em Filtrar para ver a prévia da vitrine.</Alert>
          )
        ) : loading ? (
          <Loading />
        ) : unpublished ? (
          <Alert severity="warning">
            Esta loja não existe ou está inativa: a vitrine não é publicada e não há o que mostrar.
          </Alert>
        ) : (
          <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: { xs: 1, sm: 2 } }}>
            <ScaledFrame
              key={device}
              width={DEVICE_WIDTH[device]}
              label={`Prévia da loja no ${DEVICE_LABEL[device].toLowerCase()}`}
            >
              <StorefrontView
                device={device}
                reads={reads}
                storeName={storeName}
                store={admin ? store : null}
              />
            </ScaledFrame>
          </Box>
        )}
      </Card>
    </>
  );
}

export default StorefrontPreview;
