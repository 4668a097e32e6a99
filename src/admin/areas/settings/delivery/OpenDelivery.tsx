// Under the saved delivery settings: open delivery, switched at once through its own call
// (/delivery-settings/change-open-delivery), for the store of the record the form shows.
import { Alert, Card, CardContent, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { errorText } from '../../../api';
import { useCallMutation } from '../../../generic/calls';
import { TOAST_MS } from '../../../generic/toasts';
import { useUserPermissions } from '../../../permissions';

export const OPEN_DELIVERY_SAVED = 'Open Delivery atualizado com sucesso!';

export default function OpenDelivery() {
  const record = useRecordContext();
  const { admin } = useUserPermissions();
  const notify = useNotify();
  const [failure, setFailure] = useState<string | null>(null);
  const change = useCallMutation('changeOpenDelivery', {
    // The form's record is read again, so the switch shows what is stored.
    invalidate: { resources: ['delivery-settings'], calls: ['deliverySettingsShow'] },
    onSuccess: () => {
      setFailure(null);
      notify(OPEN_DELIVERY_SAVED, { type: 'success', autoHideDuration: TOAST_MS });
    },
    onError: (error) => setFailure(errorText(error)),
  });
  if (!record) return null;
  return (
    <Card component="section" aria-labelledby="open-delivery" sx={{ mt: 2 }}>
      <CardContent>
        <Stack spacing={1}>
          <Typography id="open-delivery" variant="h6" component="h2">
            Open Delivery
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={!!record.open_delivery}
                disabled={change.isPending}
                onChange={(e) =>
                  change.mutate({
                    open_delivery: e.target.checked,
                    ...(admin ? { company_id: Number(record.company_id) } : {}),
                  })
                }
              />
            }
            label="Entregas pelo Open Delivery"
          />
          {failure ? <Alert severity="error">{failure}</Alert> : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
