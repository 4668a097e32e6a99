// 'Desfazer' in a list's toast, two ways:
// - a switch writes at once, and its toast's Desfazer writes the old value back: nothing waits, so a
//   tab closed right after loses nothing;
// - a delete cannot be written back (its photos, grids and rules go with it), so it waits for its
//   toast, as react-admin's undoable mode does: the row leaves the list at once, the call goes when
//   the toast closes, and Desfazer brings the row back without any call. The browser asks before a
//   page with a waiting delete is closed.
import { Button } from '@mui/material';
import {
  useAddUndoableMutation,
  useCloseNotification,
  useDataProvider,
  useDelete,
  useNotify,
  type RaRecord,
} from 'react-admin';
import { errorText } from '../api';
import { TOAST_MS } from './toasts';

export const UNDO_LABEL = 'Desfazer';
/** After a switch is set back. */
export const UNDONE = 'Alteração desfeita.';

function UndoButton({ onUndo }: { onUndo: () => void }) {
  const close = useCloseNotification();
  return (
    <Button
      color="inherit"
      size="small"
      sx={{ fontWeight: 700 }}
      onClick={() => {
        close();
        onUndo();
      }}
    >
      {UNDO_LABEL}
    </Button>
  );
}

/** The options of a toast whose Desfazer button runs `onUndo` (the write already happened). */
export function undoAction(onUndo: () => void) {
  return { action: <UndoButton onUndo={onUndo} /> };
}

export interface UndoableDelete {
  resource: string;
  record: RaRecord;
  /** The toast, shown at once: 'Produto excluído com sucesso!'. */
  done: string;
  /** The toast when the server refuses, once the toast has closed (the row comes back). */
  failed?: (error: unknown) => string;
  /** After the server's answer, either way (a list that must reload more than the cache). */
  settled?: () => void;
  /**
   * false: the row is no longer on screen (its list moved to the page before), so no cached list
   * changes; the call still waits for the toast.
   */
  shown?: boolean;
}

/**
 * A delete that waits for its toast: the row leaves every cached list of the resource at once, and
 * the call is made when the toast closes, unless Desfazer was pressed.
 */
export function useUndoableDelete() {
  const [remove] = useDelete();
  const notify = useNotify();
  const addUndoable = useAddUndoableMutation();
  const dataProvider = useDataProvider();
  return ({ resource, record, done, failed = errorText, settled, shown = true }: UndoableDelete) => {
    const toast = () => notify(done, { type: 'success', undoable: true, autoHideDuration: TOAST_MS });
    if (!shown) {
      addUndoable(({ isUndo }) => {
        if (isUndo) return;
        dataProvider.delete(resource, { id: record.id, previousData: record }).then(
          () => settled?.(),
          (error: unknown) => {
            notify(failed(error), { type: 'error', autoHideDuration: TOAST_MS });
            settled?.();
          },
        );
      });
      toast();
      return;
    }
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'undoable',
        onSuccess: toast,
        onError: (error) => notify(failed(error), { type: 'error', autoHideDuration: TOAST_MS }),
        onSettled: () => settled?.(),
      },
    );
  };
}
