// 'Cadastrar Várias Grades': several sizes × several colours of a product in one go. The preview
// lists every combination; /grid/save-many stores them all or none (406 when any size + colour
// repeats, in the batch or in the product → the spec's alert).
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { type RaRecord, useNotify } from 'react-admin';
import { errorText } from '../../../../api';
import { useCallMutation } from '../../../../generic/calls';
import { TOAST_MS } from '../../../../generic/toasts';
import { requiredMessage } from '../../../../generic/validation';
import { Swatch } from './ColorSwatch';
import { useSizeNames } from './GridInputs';
import {
  codesOf,
  COLOR_NAMES,
  combinations,
  DUPLICATE_ALERT,
  gridProps,
  isDuplicate,
  SELECT_COLOR,
} from './gridModel';

/** The server's limit of one batch (src/server/catalogue/grids.ts MAX_BATCH). */
const MAX_BATCH = 200;

export interface ManyGridsDialogProps {
  product: RaRecord;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

export function ManyGridsDialog({ product, open, onClose, onSaved }: ManyGridsDialogProps) {
  const notify = useNotify();
  const saveMany = useCallMutation('gridSaveMany', { invalidate: { resources: ['grid'] } });
  const sizeOptions = useSizeNames();
  const [sizes, setSizes] = useState<string[]>([]);
  const [colors, setColors] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const saving = saveMany.isPending;
  const [alert, setAlert] = useState<string | null>(null);

  const items = combinations(sizes, colors);
  const sizeError = tried && !sizes.length ? requiredMessage(gridProps.size) : undefined;
  const colorError = tried && !colors.length ? SELECT_COLOR : undefined;
  const tooMany = items.length > MAX_BATCH;

  const close = () => {
    setSizes([]);
    setColors([]);
    setTried(false);
    setAlert(null);
    onClose();
  };

  const save = async () => {
    setTried(true);
    setAlert(null);
    if (!items.length || tooMany) return;
    try {
      await saveMany.mutateAsync({
        product_id: Number(product.id),
        company_id: product.company_id,
        data: items,
      });
    } catch (error) {
      setAlert(isDuplicate(error) ? DUPLICATE_ALERT : errorText(error));
      return;
    }
    notify('Item Cadastrado com sucesso', { type: 'success', autoHideDuration: TOAST_MS });
    onSaved();
    close();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="many-grids-title">
      <DialogTitle id="many-grids-title">Cadastrar Várias Grades</DialogTitle>
      <DialogContent>
        {alert ? (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            {alert}
          </Alert>
        ) : null}
        <Autocomplete
          multiple
          freeSolo
          autoSelect
          options={sizeOptions}
          value={sizes}
          // Typed sizes are trimmed, and each size counts once.
          onChange={(_, value) => setSizes([...new Set(value.map((v) => v.trim()).filter(Boolean))])}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Tamanhos"
              required
              margin="dense"
              error={!!sizeError}
              helperText={sizeError ?? 'Escolha na lista ou digite e tecle Enter'}
            />
          )}
        />
        <Autocomplete
          multiple
          disableCloseOnSelect
          options={COLOR_NAMES}
          value={colors}
          onChange={(_, value) => setColors(value)}
          renderOption={(props, option) => {
            const { key, ...rest } = props as typeof props & { key: string };
            const codes = codesOf(option);
            return (
              <Box component="li" key={key} {...rest} sx={{ gap: 1 }}>
                <Swatch code={codes.code_color} second={codes.second_code_color} size={16} />
                {option}
              </Box>
            );
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Cores"
              required
              margin="dense"
              error={!!colorError}
              helperText={colorError}
            />
          )}
        />
        <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
          {items.length === 1 ? '1 combinação' : `${items.length} combinações`}
        </Typography>
        {tooMany ? (
          <Alert severity="warning" sx={{ mb: 1 }}>
            No máximo {MAX_BATCH} combinações por vez.
          </Alert>
        ) : null}
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} data-testid="grid-preview">
          {items.slice(0, MAX_BATCH).map((i) => (
            <Chip
              key={`${i.size}\u0000${i.color}`}
              size="small"
              variant="outlined"
              icon={
                <Box sx={{ display: 'flex', pl: 0.5 }}>
                  <Swatch code={i.code_color} second={i.second_code_color} size={14} />
                </Box>
              }
              label={`${i.size} · ${i.color}`}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancelar</Button>
        <Button variant="contained" onClick={save} disabled={saving || tooMany || (tried && !items.length)}>
          Salvar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
