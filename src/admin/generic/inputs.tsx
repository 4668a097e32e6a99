// The form input of one property, by its schema, with the schema's validation: the x-widget named
// (widgets.tsx, or an area's through the directory), else by type — references as dropdowns
// (narrowed by the fields they depend on), enums as selects, money and decimals in pt-BR
// (DecimalInput), switches, dates. A
// field shown or required only under a condition on other fields (x-show-when, x-required-when)
// follows them as they change. An optional enum whose schema names its empty choice (x-enum-labels
// "null") offers that choice by name (NullableSelect).
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
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
import { conditionHolds, isWidget, parseHint } from '../../shared/panel-hints';
import { DecimalInput } from './DecimalInput';
import { dependenciesOf } from './dependencies';
import { nullLabel } from './displays';
import { NullableSelect } from './NullableSelect';
import { representationOf } from './fields';
import { useDirectory } from './directory-context';
import { validatorsFor } from './validation';
import { SecretInput, type CommonInputProps } from './widgets';

export { letterChoicesOf } from './widgets';

/**
 * A datetime-local value ('2031-03-01T09:00', on the browser's clock) as the instant the API and the
 * schema's date-time check take ('2031-03-01T12:00:00.000Z'); blank → null.
 */
const toInstant = (value: unknown): unknown => {
  if (value === '' || value == null) return null;
  const at = new Date(String(value));
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
};

export function choicesOf(p: PropertyModel) {
  return (p.schema.enum ?? []).map((value) => ({
    id: value as string | number,
    name: p.enumLabels?.[String(value)] ?? String(value),
  }));
}

interface InputProps {
  p: PropertyModel;
  /** Every field of the form, for the dropdowns that depend on another one. */
  form: PropertyModel[];
  required?: boolean;
  /** Shown but not editable (an admin's store in edit). */
  readOnly?: boolean;
  mode?: 'create' | 'edit';
}

function blank(value: unknown) {
  return value === undefined || value === null || value === '';
}

/** A dropdown of another entity's records; narrowed by, and emptied with, the fields it follows. */
function ReferenceDropdown({
  p,
  form,
  input,
}: {
  p: PropertyModel;
  form: PropertyModel[];
  input: CommonInputProps;
}) {
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
  // While it waits for a parent, its message is which parent to choose first, not its own 'Por
  // favor insira' (the parent's error says that); its * stays.
  const validate = waiting.length
    ? (Array.isArray(input.validate) ? input.validate : [input.validate]).map((v) =>
        Object.assign(() => undefined, {
          isRequired: !!(v as { isRequired?: boolean } | undefined)?.isRequired,
        }),
      )
    : input.validate;
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
        {...input}
        validate={validate}
        optionText={representationOf(entity)}
        // Only a boolean `true`: react-hook-form re-registers any boolean, which re-renders the
        // save button while this input renders (a React warning). Disabled values are not sent.
        disabled={waiting.length > 0 || undefined}
        filterToQuery={(q) => ({ q })}
        helperText={
          waiting.length
            ? `Escolha primeiro: ${waiting.map((d) => labelOf(d.on)).join(', ')}`
            : input.helperText
        }
      />
    </ReferenceInput>
  );
}

/** The fields a property's conditions read, watched so the input follows them. */
function conditionFields(p: PropertyModel): string[] {
  return [...new Set([...Object.keys(p.showWhen ?? {}), ...Object.keys(p.requiredWhen ?? {})])];
}

/** Whether a field takes part in the form for these values (x-show-when). */
export const isShown = (p: PropertyModel, values: Record<string, unknown>) =>
  conditionHolds(p.showWhen, values);

/**
 * Whether a field must be filled: x-required-when, else the schema's required. A password kept by
 * leaving it blank (x-hash) is required only when creating.
 */
export function isRequired(
  p: PropertyModel,
  values: Record<string, unknown>,
  mode?: 'create' | 'edit',
): boolean {
  if (p.requiredWhen) return conditionHolds(p.requiredWhen, values);
  if (mode === 'edit' && (p.hash || p.secret)) return false;
  return p.required;
}

export function InputFor(props: InputProps) {
  const watched = conditionFields(props.p);
  return watched.length ? <ConditionalInput {...props} watched={watched} /> : <PlainInput {...props} />;
}

function ConditionalInput({ watched, ...props }: InputProps & { watched: string[] }) {
  const values = useWatch({ name: watched }) as unknown[];
  const record = Object.fromEntries(watched.map((name, i) => [name, values[i]]));
  const { trigger, getFieldState } = useFormContext();
  const key = JSON.stringify(values);
  const name = props.p.name;
  // What the field's conditions read changed: a message about it may no longer hold (or now hold).
  useEffect(() => {
    if (getFieldState(name).error || getFieldState(name).isTouched) void trigger(name);
  }, [key, name, trigger, getFieldState]);
  if (!isShown(props.p, record)) return null;
  return <PlainInput {...props} requiredNow={isRequired(props.p, record, props.mode)} />;
}

function PlainInput({
  p,
  form,
  required,
  readOnly,
  mode = 'create',
  requiredNow,
}: InputProps & { requiredNow?: boolean }) {
  const { widgets } = useDirectory();
  // Checked against the values at validation time; the * follows the values on screen.
  const validate = validatorsFor(p, {
    required: required ?? ((all) => isRequired(p, all, mode)),
    now: required ?? requiredNow ?? isRequired(p, {}, mode),
  });
  const input: CommonInputProps = {
    source: p.name,
    label: p.label,
    validate,
    fullWidth: true,
    readOnly,
    // Schema descriptions are notes for developers; errors still show under the input.
    helperText: false,
  };
  const hint = p.widget ? parseHint(p.widget) : undefined;
  if (hint && isWidget(hint.name)) {
    const Widget = widgets[hint.name];
    // The App's directory holds every widget (tests/panel/generic-layer.test.tsx checks it).
    if (!Widget) throw new Error(`Nenhuma área registra o widget ${hint.name}`);
    return <Widget p={p} arg={hint.arg} input={input} mode={mode} />;
  }
  const s = p.schema;
  if (p.secret) return <SecretInput p={p} input={input} mode={mode} />;
  if (p.ref) return <ReferenceDropdown p={p} form={form} input={input} />;
  if (s.enum) {
    // An optional enum whose schema names its empty choice offers it by that word ('Nenhum').
    const none = nullLabel(p);
    if (none) return <NullableSelect input={input} choices={choicesOf(p)} none={none} />;
    return <SelectInput {...input} choices={choicesOf(p)} emptyText="Selecione" />;
  }
  if (s.type === 'boolean')
    return <BooleanInput source={p.name} label={p.label} helperText={false} readOnly={readOnly} />;
  // Decimals (money, rates, percents) in pt-BR whatever the browser's language; whole numbers
  // (installments, days) keep the native number input.
  if (p.money) return <DecimalInput {...input} money />;
  if (s.type === 'number') return <DecimalInput {...input} />;
  if (s.type === 'integer') return <NumberInput {...input} />;
  if (s.format === 'date') return <DateInput {...input} />;
  if (s.format === 'date-time') return <DateTimeInput {...input} parse={toInstant} />;
  if (p.writeOnly) return <PasswordInput {...input} />;
  if (s.format === 'email') return <TextInput {...input} type="email" />;
  return <TextInput {...input} />;
}
