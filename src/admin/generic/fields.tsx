// How one property is shown in a list column, by its schema: money, dates, enums, booleans, refs.
import { BooleanField, FunctionField, ReferenceField, TextField, type FieldProps } from 'react-admin';
import type { EntityModel, PropertyModel } from '../../shared/entity';
import { formatDate, formatMoney } from '../format';
import { entities } from '../../generated/registry';
import { useDirectory } from './screen';

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

/** A property's value as plain text (for the phone list, where there are no columns). */
export function displayText(p: PropertyModel | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (!p) return String(value);
  if (p.schema.type === 'boolean') return value ? `${p.label}: Sim` : `${p.label}: Não`;
  if (p.money) return formatMoney(value);
  if (p.schema.format === 'date' || p.schema.format === 'date-time') return formatDate(value);
  if (p.schema.enum) return enumLabel(p, value);
  return String(value);
}

export function columnFor(model: EntityModel, name: string, header?: string) {
  const p = model.properties[name];
  const label = header ?? p?.label ?? name;
  // The API sorts only by the schema's x-sort fields: other headers are not clickable.
  const sortable = model.sort.includes(name);
  const common = { source: name, label, sortable };
  if (!p) return <TextField key={name} {...common} />;
  if (p.schema.type === 'boolean') return <BooleanField key={name} {...common} />;
  if (p.money) return <FunctionField key={name} {...common} render={(r) => formatMoney(r[name])} />;
  if (p.schema.format === 'date' || p.schema.format === 'date-time')
    return <FunctionField key={name} {...common} render={(r) => formatDate(r[name])} />;
  if (p.schema.enum) return <FunctionField key={name} {...common} render={(r) => enumLabel(p, r[name])} />;
  if (p.ref && p.name !== 'id') return <ReferenceColumn key={name} {...common} entity={p.ref} />;
  return <TextField key={name} {...common} />;
}

/** A reference's name in a list cell, through the resource that shows its entity. */
function ReferenceColumn({ entity, ...props }: FieldProps & { source: string; entity: string }) {
  const { resourceOf } = useDirectory();
  return (
    <ReferenceField {...props} reference={resourceOf(entity)} link={false}>
      <TextField source={representationOf(entity)} />
    </ReferenceField>
  );
}
