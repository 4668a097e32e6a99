// The input registry: one implementation per x-widget name of src/shared/panel-hints.ts. A schema
// names a widget; InputFor (inputs.tsx) looks it up here, or in the areas' own widgets the
// directory adds (e.g. product-search). The registry is typed by the list of names, so a widget the
// schema README documents cannot be missing.
import { Box, CircularProgress, InputAdornment } from '@mui/material';
import { useEffect, useState, type ComponentType } from 'react';
import {
  BooleanInput,
  CheckboxGroupInput,
  PasswordInput,
  TextInput,
  useDataProvider,
  HttpError,
  type Validator,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { PropertyModel } from '../../shared/entity';
import {
  CEP_MASK,
  isCpfOrCnpj,
  keepDocument,
  maskCep,
  maskDocument,
  maskPhone,
  maskRegistry,
  maskSlots,
  maskWith,
  onlyAlnum,
  onlyDigits,
  PHONE_DIGITS,
} from '../../shared/br-formats';
import type { WidgetName } from '../../shared/panel-hints';
import { STORE_TIME_ZONE, toDateTimeInput, zonedDateTime } from '../../shared/time';
import type { AppDataProvider } from '../dataProvider';

/** What InputFor gives every input: react-admin's props with the schema's validation. */
export interface CommonInputProps {
  source: string;
  label: string;
  validate: Validator[];
  fullWidth: true;
  readOnly?: boolean;
  helperText: string | false;
}

export interface WidgetProps {
  p: PropertyModel;
  /** The widget's argument: 'mask:#####-###' → '#####-###'. */
  arg?: string;
  input: CommonInputProps;
  mode: 'create' | 'edit';
}
export type Widget = ComponentType<WidgetProps>;

/** The spec's confirmation message of a password asked twice. */
export const PASSWORDS_DIFFER = 'As senhas não conferem';

const blank = (v: unknown) => v === undefined || v === null || v === '';

function Textarea({ input }: WidgetProps) {
  return <TextInput {...input} multiline minRows={3} />;
}

function Switch({ input }: WidgetProps) {
  return (
    <BooleanInput source={input.source} label={input.label} helperText={false} readOnly={input.readOnly} />
  );
}

/** Re-checks the confirmation whenever the password changes (each input validates only itself). */
function ConfirmationFollows({ source, confirmation }: { source: string; confirmation: string }) {
  const password = useWatch({ name: source });
  const { trigger, getFieldState, getValues } = useFormContext();
  useEffect(() => {
    if (getFieldState(confirmation).isTouched || !blank(getValues(confirmation))) void trigger(confirmation);
  }, [password, confirmation, trigger, getFieldState, getValues]);
  return null;
}

/** A stored credential as answers carry it (x-secret): {set: true, last4} — never the value. */
export function isSecretHint(value: unknown): value is { set: true; last4?: string | null } {
  return !!value && typeof value === 'object' && !Array.isArray(value) && 'set' in value;
}

/** How the panel shows a stored credential: its last 4 characters after dots, or dots alone. */
export function secretMask(value: unknown): string | null {
  if (!isSecretHint(value)) return null;
  return value.last4 ? `••••${value.last4}` : '••••';
}

/**
 * A credential (x-secret): the stored one is never sent to the panel, only its hint, shown masked
 * under the empty input ('Cadastrado: ••••1234'); it is replaced only when a new one is typed (a
 * blank input, or the hint sent back, keeps it).
 */
export function SecretInput({ input, mode }: WidgetProps) {
  const value = useWatch({ name: input.source });
  const mask = secretMask(value);
  return (
    <PasswordInput
      {...input}
      autoComplete="new-password"
      format={(v: unknown) => (isSecretHint(v) ? '' : ((v as string | null) ?? ''))}
      helperText={
        mask
          ? `Cadastrado: ${mask}. Deixe em branco para manter.`
          : mode === 'edit'
            ? 'Nenhum cadastrado'
            : input.helperText
      }
    />
  );
}

/**
 * A password; with x-confirm, asked twice ('As senhas não conferem'). In edit a blank password
 * keeps the stored one (the form then sends neither).
 */
function Password(props: WidgetProps) {
  const { p, input, mode } = props;
  if (p.secret) return <SecretInput {...props} />;
  const confirmation = `${p.name}_confirmation`;
  const required = input.validate.some((v) => (v as { isRequired?: boolean }).isRequired);
  const keepHint = mode === 'edit' ? 'Deixe em branco para manter a senha atual' : false;
  const confirm: Validator = Object.assign(
    (value: unknown, all: Record<string, unknown>) => {
      if (blank(value))
        return blank(all?.[p.name])
          ? required
            ? `Por favor insira ${p.confirm}`
            : undefined
          : PASSWORDS_DIFFER;
      return value === all?.[p.name] ? undefined : PASSWORDS_DIFFER;
    },
    { isRequired: required },
  );
  return (
    <>
      <PasswordInput {...input} autoComplete="new-password" helperText={keepHint} />
      {p.confirm ? (
        <>
          <PasswordInput
            source={confirmation}
            label={p.confirm}
            validate={confirm}
            fullWidth
            autoComplete="new-password"
            helperText={false}
          />
          <ConfirmationFollows source={p.name} confirmation={confirmation} />
        </>
      ) : null}
    </>
  );
}

/** A colour as #rrggbb text, with the browser's colour picker beside it. */
function Color({ input }: WidgetProps) {
  const { setValue } = useFormContext();
  const value = useWatch({ name: input.source }) as string | null;
  const hex = typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value : '#000000';
  return (
    <TextInput
      {...input}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                value={hex}
                aria-label={`Escolher ${input.label}`}
                disabled={input.readOnly}
                onChange={(e: React.ChangeEvent<HTMLInputElement>) =>
                  setValue(input.source, e.target.value.toUpperCase(), {
                    shouldDirty: true,
                    shouldValidate: true,
                  })
                }
                sx={{ width: 28, height: 28, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** What a masked input keeps: digits, or letters and digits where the schema keeps them. */
const keeperOf = (p: PropertyModel) => (p.normalize === 'alnum' ? onlyAlnum : onlyDigits);

/** Any pattern ('#' one character), shown while typing; the form keeps the bare characters. */
function Mask({ p, arg, input }: WidgetProps) {
  const pattern = arg ?? '';
  const keep = keeperOf(p);
  return (
    <TextInput
      {...input}
      format={(v: unknown) => maskWith(v, pattern)}
      parse={(text: string) => keep(text).slice(0, maskSlots(pattern))}
      slotProps={{ htmlInput: { inputMode: p.normalize === 'alnum' ? 'text' : 'numeric' } }}
    />
  );
}

/**
 * 'checkboxes:m=Masculino,f=Feminino': a text made of one letter per ticked option, e.g. the
 * genders a category offers ("mf").
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

function Checkboxes({ p, input }: WidgetProps) {
  const letters = letterChoicesOf(p.widget) ?? [];
  return (
    <CheckboxGroupInput
      {...input}
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
}

/** (##) ####-#### up to 10 digits, (##) #.####-#### for 11; the form keeps the digits. */
function Phone({ input }: WidgetProps) {
  return (
    <TextInput
      {...input}
      format={(v: unknown) => maskPhone(v)}
      parse={(text: string) => onlyDigits(text).slice(0, PHONE_DIGITS.mobile)}
      placeholder="(00) 0.0000-0000"
      slotProps={{ htmlInput: { inputMode: 'tel' } }}
    />
  );
}

export const CEP_NOT_FOUND = 'CEP não encontrado. Preencha o endereço.';
export const CEP_FAILED = 'Não foi possível consultar o CEP. Preencha o endereço.';
/** The address fields a CEP lookup fills, when the form has them. */
const CEP_FILLS = ['state', 'city', 'street', 'neighborhood'] as const;

/**
 * A CEP with its mask. Once complete (typed by the user), the postal-code lookup fills the form's
 * state, city, street and neighbourhood; unknown or unreachable, the fields stay editable and a
 * note under the input says so.
 */
function Cep({ input }: WidgetProps) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { watch, setValue } = useFormContext();
  const [state, setState] = useState<{ busy: boolean; message?: string }>({ busy: false });
  useEffect(() => {
    let current = '';
    const sub = watch((values, { name, type }) => {
      if (name !== input.source || type !== 'change') return;
      const cep = onlyDigits(values[input.source]);
      if (cep.length !== 8 || cep === current) {
        if (cep.length !== 8) current = '';
        return;
      }
      current = cep;
      setState({ busy: true });
      dataProvider
        .cepLookup({ cep })
        .then((answer) => {
          if (current !== cep) return;
          for (const field of CEP_FILLS)
            if (answer[field] && field in values)
              setValue(field, answer[field], { shouldDirty: true, shouldValidate: true });
          setState({ busy: false });
        })
        .catch((error: unknown) => {
          if (current !== cep) return;
          const status = error instanceof HttpError ? error.status : 0;
          setState({ busy: false, message: status === 404 ? CEP_NOT_FOUND : CEP_FAILED });
        });
    });
    return () => sub.unsubscribe();
  }, [watch, setValue, dataProvider, input.source]);
  return (
    <TextInput
      {...input}
      helperText={state.message ?? input.helperText}
      format={(v: unknown) => maskCep(v)}
      parse={(text: string) => onlyDigits(text).slice(0, maskSlots(CEP_MASK))}
      slotProps={{
        htmlInput: { inputMode: 'numeric' },
        input: {
          endAdornment: state.busy ? <CircularProgress size={18} aria-label="Consultando CEP" /> : undefined,
        },
      }}
    />
  );
}

/** CPF (11) or CNPJ (14) by the switch the widget names, checked by its check digits. */
export function documentProblem(value: unknown, company: boolean): string | undefined {
  const v = keepDocument(value, company);
  if (!v) return 'Por favor insira CPF/CNPJ';
  if (v.length !== (company ? 14 : 11)) return `Por favor insira ${company ? 'CNPJ' : 'CPF'} válido`;
  return isCpfOrCnpj(v) ? undefined : 'CPF/CNPJ inválido';
}

/** 'document:company': CNPJ with its mask while the switch is on, else CPF; kept without punctuation. */
function Document({ arg, input }: WidgetProps) {
  const company = !!useWatch({ name: arg! });
  const { trigger } = useFormContext();
  // Switching recounts what a complete document is.
  useEffect(() => {
    void trigger(input.source);
  }, [company, input.source, trigger]);
  const check: Validator = Object.assign(
    (value: unknown, all: Record<string, unknown>) => documentProblem(value, !!all?.[arg!]),
    { isRequired: true },
  );
  return (
    <TextInput
      key={company ? 'cnpj' : 'cpf'}
      {...input}
      label={company ? 'CNPJ' : 'CPF'}
      validate={check}
      format={(v: unknown) => maskDocument(v, company)}
      parse={(text: string) => keepDocument(maskDocument(text, company), company)}
    />
  );
}

/** 'registry:company': I. Estadual while the switch is on, else RG, each with its mask. */
function Registry({ arg, input }: WidgetProps) {
  const company = !!useWatch({ name: arg! });
  return (
    <TextInput
      key={company ? 'ie' : 'rg'}
      {...input}
      label={company ? 'I. Estadual' : 'RG'}
      format={(v: unknown) => maskRegistry(v, company)}
      parse={(text: string) => keepDocument(maskRegistry(text, company), company)}
    />
  );
}

/**
 * 'datetime-zone:America/Bahia': a date-time on that zone's clock, whatever the browser's. The input
 * shows the stored instant as the zone's wall clock; what is typed is read on it and kept as an
 * instant with its offset ('2025-12-01T08:00' → '2025-12-01T08:00:00-03:00').
 */
function DateTimeZone({ arg, input }: WidgetProps) {
  const zone = arg || STORE_TIME_ZONE;
  return (
    <TextInput
      {...input}
      type="datetime-local"
      format={(v: unknown) => toDateTimeInput(v, zone)}
      parse={(text: string) => (text ? zonedDateTime(text, zone) : null)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** The generic inputs; the areas add the rest (Directory.widgets). */
export const genericWidgets: Record<Exclude<WidgetName, 'product-search'>, Widget> = {
  textarea: Textarea,
  switch: Switch,
  password: Password,
  color: Color,
  mask: Mask,
  checkboxes: Checkboxes,
  phone: Phone,
  cep: Cep,
  document: Document,
  registry: Registry,
  'datetime-zone': DateTimeZone,
};
