// The form input of one property, by its schema, with the schema's validation: references as
// dropdowns (narrowed by the fields they depend on), enums as selects, money in pt-BR, switches.
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
  DateInput,
  DateTimeInput,
  NumberInput,
  PasswordInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import type { PropertyModel } from '../../shared/entity';
import { moneyFromInput, moneyToInput } from '../format';
import { dependenciesOf } from './dependencies';
import { representationOf } from './fields';
import { useDirectory } from './screen';
import { validatorsFor } from './validation';

export function choicesOf(p: PropertyModel) {
  return (p.schema.enum ?? []).map((value) => ({
    id: value as string | number,
    name: p.enumLabels?.[String(value)] ?? String(value),
  }));
}

/**
 * 'checkboxes:m=Masculino,f=Feminino' (x-widget): a text made of one letter per ticked option,
 * e.g. the genders a category offers ("mf").
 */
export function letterChoicesOf(widget: string | undefined) {
  if (!widget?.startsWith('checkboxes:')) return undefined;
  return widget
    .slice('checkboxes:'.length)
    .split(',')
    .map((pair) => {
      const [id, name] = pair.split('=');
      return { id: id.trim(), name: (name ?? id).trim() };
    });
}

interface InputProps {
  p: PropertyModel;
  /** Every field of the form, for the dropdowns that depend on another one. */
  form: PropertyModel[];
  required?: boolean;
  /** Shown but not editable (an admin's store in edit). */
  readOnly?: boolean;
}

function blank(value: unknown) {
  return value === undefined || value === null || value === '';
}

/** A dropdown of another entity's records; narrowed by, and emptied with, the fields it follows. */
function ReferenceDropdown({ p, form, required, readOnly }: InputProps) {
  const entity = p.ref!;
  const { resourceOf } = useDirectory();
  const deps = dependenciesOf(p, form);
  const parents = useWatch({ name: deps.map((d) => d.on) }) as unknown[];
  const { watch, setValue } = useFormContext();
  const filter = Object.fromEntries(deps.map((d, i) => [d.filter, parents[i]]));
  const waiting = deps.filter((_, i) => blank(parents[i]));
  const depsKey = deps.map((d) => d.on).join();

  // A new segment makes the chosen category meaningless: empty it when the user changes a parent
  // (not when the record loads).
  useEffect(() => {
    if (!depsKey) return;
    const names = depsKey.split(',');
    const subscription = watch((_, { name, type }) => {
      if (type === 'change' && name && names.includes(name))
        setValue(p.name, null, { shouldDirty: true, shouldValidate: true });
    });
    return () => subscription.unsubscribe();
  }, [depsKey, p.name, watch, setValue]);

  const labelOf = (name: string) => form.find((f) => f.name === name)?.label ?? name;
  return (
    <ReferenceInput
      source={p.name}
      reference={resourceOf(entity)}
      perPage={1000}
      sort={{ field: representationOf(entity), order: 'ASC' }}
      filter={filter}
      queryOptions={{ enabled: !waiting.length, meta: { options: true } }}
    >
      <AutocompleteInput
        label={p.label}
        optionText={representationOf(entity)}
        validate={validatorsFor(p, { required })}
        fullWidth
        readOnly={readOnly}
        // Only a boolean `true`: react-hook-form re-registers any boolean, which re-renders the
        // save button while this input renders (a React warning). Disabled values are not sent.
        disabled={waiting.length > 0 || undefined}
        filterToQuery={(q) => ({ q })}
        helperText={
          waiting.length ? `Escolha primeiro: ${waiting.map((d) => labelOf(d.on)).join(', ')}` : false
        }
      />
    </ReferenceInput>
  );
}

/**
 * Money in pt-BR: the API's "1234.5" shows as "1234,5"; what the user types ("1.234,56") is kept as
 * typed while it means the form's value, which is the API's dot-decimal string ("1234.56").
 */
function MoneyInput(props: Omit<Parameters<typeof TextInput>[0], 'format' | 'parse'>) {
  const typed = useRef<string | null>(null);
  return (
    <TextInput
      {...props}
      format={(value: unknown) =>
        typed.current !== null && moneyFromInput(typed.current) === (value ?? null)
          ? typed.current
          : moneyToInput(value)
      }
      parse={(text: string) => {
        typed.current = text;
        return moneyFromInput(text);
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}

export function InputFor({ p, form, required, readOnly }: InputProps) {
  const validate = validatorsFor(p, { required });
  const common = {
    source: p.name,
    label: p.label,
    validate,
    fullWidth: true,
    readOnly,
    // Schema descriptions are notes for developers; errors still show under the input.
    helperText: false as const,
  };
  const s = p.schema;
  if (p.ref) return <ReferenceDropdown p={p} form={form} required={required} readOnly={readOnly} />;
  if (s.enum) return <SelectInput {...common} choices={choicesOf(p)} emptyText="Selecione" />;
  if (s.type === 'boolean')
    return <BooleanInput source={p.name} label={p.label} helperText={false} readOnly={readOnly} />;
  if (p.money) return <MoneyInput {...common} />;
  const letters = letterChoicesOf(p.widget);
  if (letters)
    return (
      <CheckboxGroupInput
        {...common}
        choices={letters}
        format={(v: unknown) => (typeof v === 'string' ? v.split('') : [])}
        parse={(v: string[]) =>
          letters
            .filter((c) => v?.includes(c.id))
            .map((c) => c.id)
            .join('') || null
        }
      />
    );
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
