// /integrations/settings/add-key-name (admins): 'Cadastrar Nova Integração' — the name of a new
// integration service stores may hold a key for ('Nome *'; Salvar disabled until one is typed).
// Saved through the data provider (/integration-keys-name/save); a duplicate name is the API's 422.
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useCreate, useNotify } from 'react-admin';
import { errorText } from '../../../api';
import { TOAST_MS } from '../../../generic/toasts';

export const ADD_KEY_NAME_TITLE = 'Cadastrar Nova Integração';
export const KEY_NAME_SAVED = 'Integração foi cadastrada com sucesso!';

export default function AddKeyName() {
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const submit = () => {
    if (!name.trim()) return;
    create(
      'integration-keys-name',
      { data: { key_name: name.trim() } },
      {
        onSuccess: () => {
          setName('');
          setFailure(null);
          notify(KEY_NAME_SAVED, { type: 'success', autoHideDuration: TOAST_MS });
        },
        onError: (error) => {
          const fields = (error as { body?: { errors?: Record<string, unknown> } }).body?.errors;
          const key = fields?.key_name;
          setFailure(typeof key === 'string' ? key : errorText(error));
        },
      },
    );
  };
  return (
    <Box>
      <Title title={ADD_KEY_NAME_TITLE} />
      <Card component="section" aria-labelledby="add-key-name" sx={{ mt: 2, maxWidth: 720 }}>
        <CardContent>
          <Typography id="add-key-name" variant="h5" component="h1" sx={{ mb: 2 }}>
            {ADD_KEY_NAME_TITLE}
          </Typography>
          <Box
            component="form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <Stack spacing={2}>
              <TextField
                label="Nome"
                required
                size="small"
                value={name}
                onChange={(e) => setName(e.target.value)}
                helperText="Ex.: bling_token"
                slotProps={{ htmlInput: { maxLength: 120 } }}
              />
              {failure ? <Alert severity="error">{failure}</Alert> : null}
              <Box>
                <Button type="submit" variant="contained" disabled={!name.trim() || isPending}>
                  Salvar
                </Button>
              </Box>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
