// 'Atributos' of a saved product: the store's attributes as checkboxes under their group, the
// product's own ticked; 'Salvar Atributos' replaces the product's set (/product-atribute/save,
// the productAttributesSet call), then the product's attributes reload.
import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useGetList, useNotify } from 'react-admin';
import type { ProductAttributeRow } from '../../../../../shared/calls';
import { useCallMutation, useNotifyError } from '../../../../generic/calls';
import { ALL_ROWS, SERVER_ORDER } from '../../../../dataProvider';
import { TOAST_MS } from '../../../../generic/toasts';
import { SectionCard } from '../../../../generic/SectionCard';
import type { ProductSectionProps } from '../types';
import { type AttributeRow, groupAttributes } from './groupAttributes';

export const ATTRIBUTES_SAVED = 'Atributos atualizados com sucesso!';

const OWN_RESOURCE = 'product_atribute';

export function AttributesSection({ product }: ProductSectionProps) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const listed = { pagination: ALL_ROWS, sort: SERVER_ORDER };
  // The product's store's attributes: an admin sees every store's, a product offers only its own.
  const all = useGetList<AttributeRow>(
    'atribute',
    { ...listed, filter: { company_id: product.company_id } },
    { onError: notifyError },
  );
  const own = useGetList<ProductAttributeRow>(
    OWN_RESOURCE,
    { ...listed, filter: { product_id: product.id } },
    { onError: notifyError },
  );
  const save = useCallMutation('productAttributesSet', { invalidate: { resources: [OWN_RESOURCE] } });
  const [checked, setChecked] = useState<Set<number>>(new Set());
  useEffect(() => setChecked(new Set((own.data ?? []).map((r) => Number(r.atribute_id)))), [own.data]);
  const groups = useMemo(() => groupAttributes(all.data ?? []), [all.data]);

  const toggle = (id: number) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const submit = () =>
    save.mutate(
      { product_id: Number(product.id), company_id: product.company_id, atributes: [...checked] },
      {
        onSuccess: () => notify(ATTRIBUTES_SAVED, { type: 'success', autoHideDuration: TOAST_MS }),
        onError: notifyError,
      },
    );

  const loading = all.isPending || own.isPending;
  const saving = save.isPending;
  return (
    <SectionCard
      title="Atributos"
      action={
        groups.length ? (
          <Button variant="contained" startIcon={<SaveIcon />} onClick={submit} disabled={saving || loading}>
            Salvar Atributos
          </Button>
        ) : null
      }
    >
      {loading ? null : groups.length ? (
        groups.map((group) => (
          <Box key={group.name} component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
              {group.name}
            </Typography>
            <FormGroup row>
              {group.attributes.map((a) => (
                <FormControlLabel
                  key={a.id}
                  label={a.active === false ? `${a.name} (inativo)` : a.name}
                  control={<Checkbox checked={checked.has(a.id)} onChange={() => toggle(a.id)} />}
                />
              ))}
            </FormGroup>
          </Box>
        ))
      ) : (
        <Typography color="text.secondary">Nenhum atributo cadastrado.</Typography>
      )}
    </SectionCard>
  );
}
