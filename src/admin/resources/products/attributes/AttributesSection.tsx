// 'Atributos' of a saved product: the store's attributes as checkboxes under their group, the
// product's own ticked; 'Salvar Atributos' replaces the product's set (/product-atribute/save).
import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { errorText } from '../../../api';
import type { AppDataProvider } from '../../../dataProvider';
import { TOAST_MS } from '../../../generic/toasts';
import { SectionCard } from '../form/SectionCard';
import { useSectionRows } from '../form/useSectionRows';
import type { ProductSectionProps } from '../types';
import { type AttributeRow, groupAttributes } from './groupAttributes';

export const ATTRIBUTES_SAVED = 'Atributos atualizados com sucesso!';

export function AttributesSection({ product }: ProductSectionProps) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  // The product's store's attributes: an admin sees every store's, a product offers only its own.
  const all = useSectionRows<AttributeRow>('atribute', 'index', { company_id: product.company_id });
  const own = useSectionRows<{ atribute_id: number }>('product_atribute', 'index', {
    product_id: product.id,
  });
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [saving, setSaving] = useState(false);
  useEffect(() => setChecked(new Set(own.rows.map((r) => Number(r.atribute_id)))), [own.rows]);
  const groups = useMemo(() => groupAttributes(all.rows), [all.rows]);

  const toggle = (id: number) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const save = async () => {
    setSaving(true);
    try {
      await dataProvider.action('product_atribute', 'save', {
        product_id: product.id,
        company_id: product.company_id,
        atributes: [...checked],
      });
      notify(ATTRIBUTES_SAVED, { type: 'success', autoHideDuration: TOAST_MS });
      own.reload();
    } catch (error) {
      notify(errorText(error), { type: 'error', autoHideDuration: TOAST_MS });
    } finally {
      setSaving(false);
    }
  };

  const loading = all.loading || own.loading;
  return (
    <SectionCard
      title="Atributos"
      action={
        groups.length ? (
          <Button variant="contained" startIcon={<SaveIcon />} onClick={save} disabled={saving || loading}>
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
