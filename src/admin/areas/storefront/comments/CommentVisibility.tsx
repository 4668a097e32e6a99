// Comments (spec section 2, E-commerce): a shopper's comment shows on the storefront once activated.
// Ativar/Desativar saves at once through /customer-comments/update {id, show}.
import { Button } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useResourceContext, useUpdate } from 'react-admin';
import { errorText } from '../../../api';
import { savedMessage, TOAST_MS } from '../../../generic/toasts';
import { useDirectory } from '../../../generic/directory-context';

export function CommentVisibility() {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const { modelOf } = useDirectory();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const show = !!record.show;
  const toggle = (e: React.MouseEvent) => {
    e.stopPropagation();
    update(
      resource,
      { id: record.id, data: { show: !show }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(savedMessage(modelOf(resource).label, 'edit'), {
            type: 'success',
            autoHideDuration: TOAST_MS,
          });
          refresh();
        },
        onError: (error) => notify(errorText(error), { type: 'error', autoHideDuration: TOAST_MS }),
      },
    );
  };
  return (
    <Button
      size="small"
      variant={show ? 'outlined' : 'contained'}
      color={show ? 'error' : 'success'}
      disabled={isPending}
      onClick={toggle}
    >
      {show ? 'Desativar' : 'Ativar'}
    </Button>
  );
}
