// How one property is shown in a list column, by its schema: money, dates, enums, booleans, refs.
import { BooleanField, FunctionField, ReferenceField, TextField } from 'react-admin';
import type { EntityModel, PropertyModel } from '../../shared/entity';
import { formatDate, formatMoney } from '../format';
import { resourceOf } from '../screens';
import { entities } from '../../generated/registry';

/** The field that names a record of an entity (name, fantasy_name, …). */
export function representationOf(entity: string): string {
  const model = entities[entity as keyof typeof entities];
  const candidates = ['name', 'fantasy_name', 'variation_name', 'code', 'key_name', 'size'];
  return candidates.find((c) => model?.properties[c]) ?? 'id';
}

export function enumLabel(p: PropertyModel, value: unknown): string {
  if (value === null || value === undefined) return '';
  return p.enumLabels?.[String(value)] ?? String(value);
}

export function columnFor(model: EntityModel, name: string) {
  const p = model.properties[name];
  const label = p?.label ?? name;
  if (!p) return <TextField key={name} source={name} label={label} />;
  if (p.schema.type === 'boolean') return <BooleanField key={name} source={name} label={label} />;
  if (p.money)
    return <FunctionField key={name} source={name} label={label} render={(r) => formatMoney(r[name])} />;
  if (p.schema.format === 'date' || p.schema.format === 'date-time')
    return <FunctionField key={name} source={name} label={label} render={(r) => formatDate(r[name])} />;
  if (p.schema.enum)
    return <FunctionField key={name} source={name} label={label} render={(r) => enumLabel(p, r[name])} />;
  if (p.ref && p.name !== 'id') {
    const reference = resourceOf(p.ref);
    return (
      <ReferenceField key={name} source={name} label={label} reference={reference} link={false}>
        <TextField source={representationOf(p.ref)} />
      </ReferenceField>
    );
  }
  return <TextField key={name} source={name} label={label} />;
}
