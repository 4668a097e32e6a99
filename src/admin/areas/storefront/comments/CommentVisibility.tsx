// Comments (spec section 2, E-commerce): a shopper's comment shows on the storefront once activated.
// Ativar/Desativar saves at once through /customer-comments/active-comment {id, show}: the store
// moderates, it never rewrites what the shopper wrote (the generic update is the admin's).
import { Button } from '@mui/material';
import { useNotify, useRecordContext, useResourceContext } from 'react-admin';
import { errorText } from '../../../api';
import { useCallMutation } from '../../../generic/calls';
import { savedMessage, TOAST_MS } from '../../../generic/toasts';
import { useDirectory } from '../../../generic/directory-context';

export function CommentVisibility() {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const { modelOf } = useDirectory();
  const notify = useNotify();
  const active = useCallMutation('commentActive', { invalidate: { resources: [resource] } });
  if (!record) return null;
  const show = !!record.show;
  const toggle = (e: React.MouseEvent) => {
    e.stopPropagation();
    active.mutate(
      { id: Number(record.id), show: !show },
      {
        onSuccess: () =>
          notify(savedMessage(modelOf(resource).label, 'edit'), {
            type: 'success',
            autoHideDuration: TOAST_MS,
          }),
        onError: (error) => notify(errorText(error), { type: 'error', autoHideDuration: TOAST_MS }),
      },
    );
  };
  return (
    <Button
      size="small"
      variant={show ? 'outlined' : 'contained'}
      color={show ? 'error' : 'success'}
      disabled={active.isPending}
      onClick={toggle}
    >
      {show ? 'Desativar' : 'Ativar'}
    </Button>
  );
}
