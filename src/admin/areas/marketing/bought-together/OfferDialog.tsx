// 'Criar grupo e cupom' of a pair of 'Compre Junto': the coupon's code and rate (default 10 %), sent
// to /marketing/bought-together/create-offer, which stores the product group of the two products and
// the coupon only for it in one transaction. The API's 422s show under the fields.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  InputAdornment,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { BoughtTogetherOffer, BoughtTogetherPair } from '../../../../shared/calls';
import type { ApiErrorBody } from '../../../api';
import { useCallMutation } from '../../../generic/calls';
import { TOAST_MS } from '../../../generic/toasts';

export const DEFAULT_RATE = 10;
export const OFFER_SAVED = 'Grupo e cupom criados com sucesso!';

interface Props {
  pair: BoughtTogetherPair;
  onClose: () => void;
  onMade: (offer: BoughtTogetherOffer) => void;
}

const fieldErrors = (error: unknown): Record<string, string> => {
  const errors = (error as { body?: ApiErrorBody } | null)?.body?.errors ?? {};
  return Object.fromEntries(
    Object.entries(errors).map(([k, v]) => [k, Array.isArray(v) ? v.join(' ') : String(v)]),
  );
};

export function OfferDialog({ pair, onClose, onMade }: Props) {
  const notify = useNotify();
  const [code, setCode] = useState('');
  const [rate, setRate] = useState(String(DEFAULT_RATE));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { mutate, isPending } = useCallMutation('boughtTogetherOffer', {
    invalidate: { resources: ['coupon', 'product-group', 'product'] },
  });
  const rateNumber = Number(rate.replace(',', '.'));
  const rateProblem =
    rate.trim() === '' || !Number.isFinite(rateNumber)
      ? 'Informe a taxa'
      : rateNumber <= 0 || rateNumber > 100
        ? 'A taxa deve ser maior que 0 e no máximo 100'
        : undefined;
  const codeProblem = code.trim() ? undefined : 'Informe o código do cupom';

  const submit = () => {
    if (rateProblem || codeProblem) {
      setErrors({
        ...(codeProblem ? { code: codeProblem } : {}),
        ...(rateProblem ? { discount_rate: rateProblem } : {}),
      });
      return;
    }
    mutate(
      {
        company_id: pair.company_id,
        product_ids: [pair.product_a_id, pair.product_b_id],
        code: code.trim(),
        discount_rate: rateNumber,
      },
      {
        onSuccess: (offer) => {
          notify(OFFER_SAVED, { type: 'success', autoHideDuration: TOAST_MS });
          onMade(offer);
        },
        onError: (error) => {
          const found = fieldErrors(error);
          setErrors(found);
          const other = Object.keys(found).filter((k) => k !== 'code' && k !== 'discount_rate');
          if (!Object.keys(found).length || other.length)
            notify(other.length ? other.map((k) => found[k]).join(' ') : (error as Error).message, {
              type: 'error',
              autoHideDuration: TOAST_MS,
            });
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="offer-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogTitle id="offer-title">Criar grupo e cupom</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Um grupo de produtos com {pair.product_a_name} e {pair.product_b_name} (eles saem do grupo em que
            estão) e um cupom só para esse grupo.
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              label="Código do cupom"
              required
              autoFocus
              value={code}
              onChange={(e) => setCode(e.target.value.toUpperCase())}
              error={!!errors.code}
              helperText={errors.code}
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
            <TextField
              label="Taxa"
              required
              value={rate}
              onChange={(e) => setRate(e.target.value)}
              error={!!errors.discount_rate}
              helperText={errors.discount_rate}
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            Criar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
