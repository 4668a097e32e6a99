// The inputs of the product form laid out in rows: identification, taxonomy (segment → category →
// subcategory cascade from the generic inputs), store-scoped lists, price and rules, switches,
// package, descriptions. Every input comes from the schema (InputFor / validatorsFor).
import { Divider, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { PropertyModel } from '../../../../../shared/entity';
import { InputFor } from '../../../../generic/inputs';
import { CatalogueDescriptionInput } from './CatalogueDescriptionInput';
import { DigitsInput } from './DigitsInput';

import type { Mode } from '../../../../generic/screen';
type Span = number | 'auto';
type Size = { xs: Span; sm?: Span; md?: Span };

const PACKAGE = ['weight_packed', 'length_packed', 'width_packed', 'height_packed'];
const SWITCHES = ['active', 'kids', 'unique_stock', 'stock_control', 'show_img'];

export function ProductFields({ fields, mode }: { fields: PropertyModel[]; mode: Mode }) {
  const byName = new Map(fields.map((p) => [p.name, p]));
  const cell = (name: string, size: Size, input?: (p: PropertyModel) => ReactNode) => {
    const p = byName.get(name);
    if (!p) return null;
    return (
      <Grid key={name} size={size}>
        {input ? (
          input(p)
        ) : (
          <InputFor
            p={p}
            form={fields}
            // An admin says which store the product belongs to; it cannot move to another later.
            required={name === 'company_id' ? true : undefined}
            readOnly={mode === 'edit' && name === 'company_id'}
          />
        )}
      </Grid>
    );
  };
  const third = { xs: 12, md: 4 };
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%' }}>
      {cell('company_id', { xs: 12, md: 4 })}
      {cell('name', { xs: 12, md: byName.has('company_id') ? 8 : 6 })}
      {cell('ref', { xs: 12, sm: 6, md: byName.has('company_id') ? 6 : 3 })}
      {cell('relevance', { xs: 12, sm: 6, md: byName.has('company_id') ? 6 : 3 })}

      {cell('definition_id', third)}
      {cell('category_id', third)}
      {cell('subcategory_id', third)}

      {cell('product_groups_id', third)}
      {cell('brand_id', third)}
      {cell('gender', third)}

      {cell('price', { xs: 12, sm: 6, md: 3 })}
      {cell('confection_deadline', { xs: 12, sm: 6, md: 3 })}
      {cell('delivery_rule', { xs: 12, md: 6 })}

      {SWITCHES.map((name) => cell(name, { xs: 12, sm: 6, md: 'auto' }))}

      <Grid size={12}>
        <Divider sx={{ my: 1 }} />
        <Typography variant="subtitle2" component="h2" color="text.secondary">
          Embalagem
        </Typography>
      </Grid>
      {PACKAGE.map((name) => cell(name, { xs: 12, sm: 6, md: 3 }, (p) => <DigitsInput p={p} />))}

      {cell('description', { xs: 12 })}
      {cell('optional_description', { xs: 12 })}
      {cell('facebook_description', { xs: 12 }, (p) => (
        <CatalogueDescriptionInput p={p} />
      ))}
    </Grid>
  );
}
