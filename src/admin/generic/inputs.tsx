// The form input of one property, by its schema, with the schema's validation.
import {
  AutocompleteInput,
  BooleanInput,
  DateInput,
  DateTimeInput,
  NumberInput,
  PasswordInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import type { PropertyModel } from '../../shared/entity';
import { resourceOf } from '../screens';
import { representationOf } from './fields';
import { validatorsFor } from './validation';

export function choicesOf(p: PropertyModel) {
  return (p.schema.enum ?? []).map((value) => ({
    id: value as string | number,
    name: p.enumLabels?.[String(value)] ?? String(value),
  }));
}

export function InputFor({ p, required }: { p: PropertyModel; required?: boolean }) {
  const validate = validatorsFor(p, { required });
  const common = {
    source: p.name,
    label: p.label,
    validate,
    fullWidth: true,
    helperText: p.schema.description ? undefined : false,
  };
  const s = p.schema;
  if (p.ref) {
    const entity = p.ref;
    return (
      <ReferenceInput
        source={p.name}
        reference={resourceOf(entity)}
        perPage={1000}
        sort={{ field: representationOf(entity), order: 'ASC' }}
      >
        <AutocompleteInput
          label={p.label}
          optionText={representationOf(entity)}
          validate={validate}
          fullWidth
          filterToQuery={(q) => ({ q })}
          helperText={false}
        />
      </ReferenceInput>
    );
  }
  if (s.enum) return <SelectInput {...common} choices={choicesOf(p)} emptyText="Selecione" />;
  if (s.type === 'boolean') return <BooleanInput source={p.name} label={p.label} helperText={false} />;
  if (p.money) return <TextInput {...common} inputMode="decimal" />;
  if (s.type === 'integer' || s.type === 'number') return <NumberInput {...common} />;
  if (s.format === 'date') return <DateInput {...common} />;
  if (s.format === 'date-time') return <DateTimeInput {...common} />;
  if (p.widget === 'password' || p.writeOnly) return <PasswordInput {...common} />;
  if (s.format === 'email') return <TextInput {...common} type="email" />;
  return (
    <TextInput
      {...common}
      multiline={p.widget === 'textarea'}
      minRows={p.widget === 'textarea' ? 3 : undefined}
    />
  );
}
