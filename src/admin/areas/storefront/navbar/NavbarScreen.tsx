// /layout/personalization/navbar ('Personalização da Navbar'): an admin picks the store first
// (nothing else shows until then); then the store's menu items as a sortable list with their
// children, the floating add button, the registration modal (NavbarItemDialog) and a live preview of
// the storefront menu (NavbarPreview). Successes and failures show in an alert that hides after 5 s.
// Deleting a top-level item deletes its children too (the server's cascade): the question says so.
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Loading } from 'react-admin';
import type { NavbarNode } from '../../../../shared/calls';
import { errorText } from '../../../api';
import { useCall, useCallMutation } from '../../../generic/calls';
import { CreateFab } from '../../../generic/CreateFab';
import { PageHeading } from '../../../generic/PageHeading';
import { StoreChooser, useChosenStore } from '../../../generic/StorePicker';
import { useUserPermissions } from '../../../permissions';
import { nextOrdenate, reorderLevel } from './navbar-form';
import { NavbarItemDialog, type NavbarDialogTarget } from './NavbarItemDialog';
import { SortableLevel } from './NavbarList';
import { NavbarPreview } from './NavbarPreview';

export const TITLE = 'Personalização da Navbar';
export const ALERT_MS = 5000;
const EMPTY = 'Nenhum Item encontrado';

interface Notice {
  severity: 'success' | 'error';
  text: string;
}

/** The alert of the spec: one message at a time, gone after 5 s. */
function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), ALERT_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return [notice, setNotice] as const;
}

function DeleteQuestion({ item, onAnswer }: { item: NavbarNode; onAnswer: (yes: boolean) => void }) {
  const children = item.childrens.length;
  return (
    <Dialog open onClose={() => onAnswer(false)} aria-labelledby="navbar-delete-title">
      <DialogTitle id="navbar-delete-title">Excluir {item.name}?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {children
            ? `O item e ${children === 1 ? 'seu filho serão excluídos' : `seus ${children} filhos serão excluídos`} do menu.`
            : 'O item será excluído do menu.'}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)}>Cancelar</Button>
        <Button onClick={() => onAnswer(true)} variant="contained" color="error" autoFocus>
          Excluir
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function NavbarScreen() {
  const { admin, isLoading } = useUserPermissions();
  const [chosen] = useChosenStore();
  const companyId = admin ? (chosen ?? undefined) : undefined;
  const ready = !isLoading && (!admin || chosen !== null);
  const [notice, setNotice] = useNotice();
  const [dialog, setDialog] = useState<NavbarDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<NavbarNode | null>(null);

  const query = ready
    ? {
        itens_per_page: 1000,
        ordenate_field: 'ordenate',
        ordenate_type: 'asc' as const,
        ...(companyId ? { company_id: companyId } : {}),
      }
    : null;
  const { data, isPending } = useCall('navbarIndex', query);
  const items = useMemo(
    () => (data?.data ?? []).filter((r) => r.relationship === null || r.relationship === undefined),
    [data],
  );

  const failed = useCallback(
    (error: unknown) => setNotice({ severity: 'error', text: errorText(error) }),
    [setNotice],
  );
  const reorder = useCallMutation('navbarReorder', {
    invalidate: { calls: ['navbarIndex'] },
    onSuccess: () => setNotice({ severity: 'success', text: 'Ordem do menu salva com sucesso!' }),
    onError: failed,
  });
  const remove = useCallMutation('navbarDelete', {
    invalidate: { calls: ['navbarIndex'] },
    onSuccess: () => setNotice({ severity: 'success', text: 'Item do Menu excluído com sucesso!' }),
    onError: failed,
  });

  const onMove = (siblings: NavbarNode[], from: number, to: number) =>
    reorder.mutate({
      ...(companyId ? { company_id: companyId } : {}),
      items: reorderLevel(siblings, from, to),
    });
  const onDeleteAnswer = (yes: boolean) => {
    if (yes && deleting) remove.mutate({ id: deleting.id });
    setDeleting(null);
  };

  return (
    <>
      <PageHeading
        title={TITLE}
        caption="Os itens do menu da loja virtual e seus filhos. Arraste um item (ou use Subir e Descer) para mudar a ordem."
      />
      {admin ? (
        <Box sx={{ mb: 2 }}>
          <StoreChooser />
        </Box>
      ) : null}
      {notice ? (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} sx={{ mb: 2 }} role="alert">
          {notice.text}
        </Alert>
      ) : null}
      {!ready ? (
        admin && !isLoading ? (
          <Typography color="text.secondary">Escolha a loja para ver e editar o menu.</Typography>
        ) : null
      ) : isPending ? (
        <Loading />
      ) : (
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 3, width: '100%', minWidth: 0 }}>
            {items.length ? (
              <SortableLevel
                items={items}
                label="Itens do menu"
                actions={{
                  busy: reorder.isPending,
                  onMove,
                  onEdit: (item, parent) => setDialog({ item, parent, nextOrdenate: nextOrdenate(items) }),
                  onDelete: setDeleting,
                  onAddChild: (parent) => setDialog({ parent, nextOrdenate: nextOrdenate(items) }),
                }}
              />
            ) : (
              <Typography color="text.secondary" sx={{ py: 2 }}>
                {EMPTY}
              </Typography>
            )}
          </Box>
          <Box sx={{ flex: 2, width: '100%', minWidth: 0 }}>
            <NavbarPreview items={items} />
          </Box>
        </Stack>
      )}
      {ready ? (
        <CreateFab
          label="Novo item do menu"
          onClick={() => setDialog({ nextOrdenate: nextOrdenate(items) })}
        />
      ) : null}
      {dialog ? (
        <NavbarItemDialog
          {...dialog}
          companyId={companyId}
          onClose={() => setDialog(null)}
          onSaved={(text) => {
            setDialog(null);
            setNotice({ severity: 'success', text });
          }}
          onFailed={(text) => setNotice({ severity: 'error', text })}
        />
      ) : null}
      {deleting ? <DeleteQuestion item={deleting} onAnswer={onDeleteAnswer} /> : null}
    </>
  );
}

export default NavbarScreen;
