// /layout/personalization/banner ('Organização de banners'): the store's banner set. An admin
// chooses the store first (nothing shows until then). A live preview at the frame ratio, the
// desktop list and, once any banner exists, the mobile one behind its switch; each card with its
// link, reordering and delete; the rotation interval and the ratio; 'Atualizar' sends the whole set
// (/layout/ecommerce-image/save the first time, update afterwards). Deleting a saved banner asks
// first and goes to /layout/ecommerce-image/delete at once; an unsaved one just leaves the list.
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SaveIcon from '@mui/icons-material/Save';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  InputAdornment,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { HttpError, Loading, useNotify } from 'react-admin';
import {
  BANNER_BODY_LIMIT,
  BANNER_MESSAGES,
  DEFAULT_FRAME_RATE,
  MAX_BANNERS,
  parseFrameRate,
} from '../../../../shared/banners';
import type { BannerSetView } from '../../../../shared/calls';
import { useCall, useCallMutation } from '../../../generic/calls';
import { PageHeading } from '../../../generic/PageHeading';
import { StoreChooser, useChosenStore } from '../../../generic/StorePicker';
import { TOAST_MS } from '../../../generic/toasts';
import { useConfirm } from '../../../generic/useConfirm';
import { useUserPermissions } from '../../../permissions';
import { AddBannerDialog } from './AddBannerDialog';
import { BannerList, linkError } from './BannerList';
import { BannerPreview } from './BannerPreview';
import {
  bodyOf,
  type Draft,
  type DraftBanner,
  draftOf,
  type ListName,
  moved,
  pendingSize,
  sideOf,
} from './draft';

export const TITLE = 'Organização de banners';
export const CHOOSE_STORE = 'Escolha uma loja para organizar os banners.';

const NOUNS: Record<ListName, string> = { items: 'Banner', items_mobile: 'Banner para celular' };
const DIALOG_TITLES: Record<ListName, string> = {
  items: 'Adicionar banner',
  items_mobile: 'Adicionar banner para celular',
};

export function BannersPage() {
  const { admin, isLoading } = useUserPermissions();
  const [store] = useChosenStore();
  const body = isLoading ? null : admin ? (store ? { company_id: store } : null) : {};
  const { data } = useCall('bannerSet', body, { refetchOnWindowFocus: false });
  return (
    <>
      <PageHeading
        title={TITLE}
        caption="Os banners que giram no topo da loja: a ordem, o link de cada um, o tempo de cada banner e a proporção da moldura."
      />
      {admin ? (
        <Box sx={{ mb: 2 }}>
          <StoreChooser />
        </Box>
      ) : null}
      {admin && !store ? (
        <Alert severity="info">{CHOOSE_STORE}</Alert>
      ) : !data ? (
        <Loading />
      ) : (
        <BannerEditor key={data.company_id} set={data} />
      )}
    </>
  );
}

function BannerEditor({ set }: { set: BannerSetView }) {
  const notify = useNotify();
  const [saved, setSaved] = useState(set);
  const [draft, setDraft] = useState<Draft>(() => draftOf(set));
  const [adding, setAdding] = useState<ListName | null>(null);
  const [showMobile, setShowMobile] = useState(set.items_mobile.length > 0);
  const [previewOf, setPreviewOf] = useState<ListName>('items');
  const [problems, setProblems] = useState<string[]>([]);
  const confirm = useConfirm({
    title: 'Excluir banner',
    text: 'Deseja excluir este banner? O arquivo é apagado da loja.',
    confirmLabel: 'Excluir',
  });
  const save = useCallMutation(saved.id === null ? 'bannerSetSave' : 'bannerSetUpdate', {
    invalidate: { calls: ['bannerSet'] },
  });
  const remove = useCallMutation('bannerDelete', { invalidate: { calls: ['bannerSet'] } });

  const seconds = sideOf(draft.seconds);
  const height = sideOf(draft.height);
  const width = sideOf(draft.width);
  const ratio = height && width ? { height, width } : parseFrameRate(DEFAULT_FRAME_RATE)!;
  const anyBanner = draft.items.length + draft.items_mobile.length > 0;
  const linksOk = [...draft.items, ...draft.items_mobile].every((b) => !linkError(b.link));
  const valid = !!seconds && !!height && !!width && linksOk;
  // Hidden, the mobile list keeps its banners (they are still saved): the switch only shows it.
  const mobileVisible = showMobile && anyBanner;
  const previewList: ListName = mobileVisible && previewOf === 'items_mobile' ? 'items_mobile' : 'items';

  const setList = (list: ListName, banners: DraftBanner[]) => setDraft((d) => ({ ...d, [list]: banners }));
  const move = (list: ListName) => (from: number, to: number) =>
    setDraft((d) => ({ ...d, [list]: moved(d[list], from, to) }));

  const onDelete = async (list: ListName, banner: DraftBanner) => {
    if (!(await confirm.ask())) return;
    if (banner.img_id === undefined || banner.base64) {
      setList(
        list,
        draft[list].filter((b) => b.key !== banner.key),
      );
      return;
    }
    remove.mutate(
      { company_id: saved.company_id, id: banner.img_id, mobile: list === 'items_mobile' },
      {
        onSuccess: (next) => {
          setSaved(next);
          // The other unsaved changes stay; only this banner leaves the list.
          setDraft((d) => ({ ...d, [list]: d[list].filter((b) => b.key !== banner.key) }));
          notify('Banner excluído com sucesso!', { type: 'success', autoHideDuration: TOAST_MS });
        },
        onError: () => notify('Erro ao excluir banner.', { type: 'error', autoHideDuration: TOAST_MS }),
      },
    );
  };

  const onSave = () => {
    setProblems([]);
    const input = { ...bodyOf(draft), company_id: saved.company_id };
    save.mutate(saved.id === null ? input : { ...input, id: saved.id }, {
      onSuccess: (next) => {
        setSaved(next);
        setDraft(draftOf(next));
        notify(BANNER_MESSAGES.saved, { type: 'success', autoHideDuration: TOAST_MS });
      },
      onError: (error) => {
        notify(BANNER_MESSAGES.saveFailed, { type: 'error', autoHideDuration: TOAST_MS });
        const errors =
          error instanceof HttpError
            ? (error.body as { errors?: Record<string, string[]> })?.errors
            : undefined;
        setProblems(errors ? Object.values(errors).flat() : []);
      },
    });
  };

  const budget = BANNER_BODY_LIMIT * 0.95 - pendingSize(draft);

  return (
    <Stack spacing={2}>
      <Card component="section" aria-labelledby="preview-title">
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
          >
            <Typography id="preview-title" variant="h6" component="h2">
              Prévia
            </Typography>
            {mobileVisible ? (
              <ToggleButtonGroup
                size="small"
                exclusive
                value={previewList}
                onChange={(_, v: ListName | null) => v && setPreviewOf(v)}
                aria-label="Prévia de"
              >
                <ToggleButton value="items">Computador</ToggleButton>
                <ToggleButton value="items_mobile">Celular</ToggleButton>
              </ToggleButtonGroup>
            ) : null}
          </Stack>
          <Box sx={{ maxWidth: previewList === 'items_mobile' ? 420 : undefined, mx: 'auto' }}>
            <BannerPreview
              banners={draft[previewList]}
              ratio={ratio}
              intervalMs={(seconds ?? 5) * 1000}
              label={`Prévia dos banners (${previewList === 'items' ? 'computador' : 'celular'})`}
            />
          </Box>
        </CardContent>
      </Card>

      <Card component="section" aria-labelledby="desktop-title">
        <CardContent>
          <Typography id="desktop-title" variant="h6" component="h2">
            Banners
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {BANNER_MESSAGES.hint} por lista (no máximo {MAX_BANNERS}). Arraste pelo ícone ou use as setas
            para mudar a ordem.
          </Typography>
          <BannerList
            noun={NOUNS.items}
            banners={draft.items}
            onChange={(b) => setList('items', b)}
            onMove={move('items')}
            onAdd={() => setAdding('items')}
            onDelete={(b) => void onDelete('items', b)}
          />
          {anyBanner ? (
            <FormControlLabel
              sx={{ mt: 2 }}
              control={<Switch checked={showMobile} onChange={(e) => setShowMobile(e.target.checked)} />}
              label="Banners diferentes para celular"
            />
          ) : null}
        </CardContent>
      </Card>

      {mobileVisible ? (
        <Card component="section" aria-labelledby="mobile-title">
          <CardContent>
            <Typography id="mobile-title" variant="h6" component="h2">
              Banners para celular
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Mostrados nas telas pequenas no lugar dos banners acima (imagens de até 1000×1000 px).
            </Typography>
            <BannerList
              noun={NOUNS.items_mobile}
              banners={draft.items_mobile}
              onChange={(b) => setList('items_mobile', b)}
              onMove={move('items_mobile')}
              onAdd={() => setAdding('items_mobile')}
              onDelete={(b) => void onDelete('items_mobile', b)}
            />
          </CardContent>
        </Card>
      ) : null}

      <Card component="section" aria-labelledby="options-title">
        <CardContent>
          <Typography id="options-title" variant="h6" component="h2" sx={{ mb: 2 }}>
            Opções
          </Typography>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ alignItems: { md: 'flex-start' } }}
          >
            <TextField
              size="small"
              type="number"
              label="Intervalo"
              value={draft.seconds}
              onChange={(e) => setDraft((d) => ({ ...d, seconds: e.target.value }))}
              error={!seconds}
              helperText={seconds ? 'Tempo de cada banner: 1 a 60 s' : 'Informe de 1 a 60 segundos'}
              slotProps={{
                htmlInput: { min: 1, max: 60, step: 1 },
                input: { endAdornment: <InputAdornment position="end">s</InputAdornment> },
              }}
              sx={{ width: { xs: '100%', md: 240 } }}
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                size="small"
                type="number"
                label="Altura"
                value={draft.height}
                onChange={(e) => setDraft((d) => ({ ...d, height: e.target.value }))}
                error={!height}
                helperText={height ? '1 a 60' : 'De 1 a 60'}
                slotProps={{ htmlInput: { min: 1, max: 60, step: 1 } }}
                sx={{ width: { xs: '50%', md: 140 } }}
              />
              <Typography sx={{ pt: 1 }} aria-hidden>
                /
              </Typography>
              <TextField
                size="small"
                type="number"
                label="Largura"
                value={draft.width}
                onChange={(e) => setDraft((d) => ({ ...d, width: e.target.value }))}
                error={!width}
                helperText={width ? '1 a 60' : 'De 1 a 60'}
                slotProps={{ htmlInput: { min: 1, max: 60, step: 1 } }}
                sx={{ width: { xs: '50%', md: 140 } }}
              />
            </Stack>
            <Button
              variant="outlined"
              startIcon={<RestartAltIcon />}
              onClick={() => setDraft((d) => ({ ...d, height: '3', width: '8' }))}
              sx={{ alignSelf: { xs: 'stretch', md: 'flex-start' } }}
            >
              Proporção padrão (3/8)
            </Button>
          </Stack>
        </CardContent>
      </Card>

      {problems.length ? (
        <Alert severity="error" onClose={() => setProblems([])}>
          {problems.map((p) => (
            <div key={p}>{p}</div>
          ))}
        </Alert>
      ) : null}

      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          size="large"
          startIcon={<SaveIcon />}
          disabled={!valid || save.isPending}
          onClick={onSave}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          Atualizar
        </Button>
      </Box>

      {adding ? (
        <AddBannerDialog
          title={DIALOG_TITLES[adding]}
          room={MAX_BANNERS - draft[adding].length}
          budget={budget}
          onClose={() => setAdding(null)}
          onAdd={(banners) => {
            setList(adding, [...draft[adding], ...banners]);
            setAdding(null);
          }}
        />
      ) : null}
      {confirm.dialog}
    </Stack>
  );
}

export default BannersPage;
