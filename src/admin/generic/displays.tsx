// The display registry: how a list cell (and a phone card's line) shows a value, one
// implementation per x-display name of src/shared/panel-hints.ts. A column's display is the
// screen's, else the schema's x-display, else follows the field's type and format (displayOf).
import { Chip, Switch as MuiSwitch } from '@mui/material';
import { useState, type ReactNode } from 'react';
import {
  ReferenceField,
  TextField,
  useNotify,
  useRecordContext,
  useResourceContext,
  useUpdate,
} from 'react-admin';
import type { PropertyModel } from '../../shared/entity';
import { formatCpfCnpj, formatPhone, maskCep } from '../../shared/br-formats';
import { formatPercent } from '../../shared/money';
import type { ChipColor, ChipHue, DisplayName } from '../../shared/panel-hints';
import { isChipHue, isDisplay } from '../../shared/panel-hints';
import { formatDate, formatMoney } from '../format';
import { representationOf } from './representation';
import type { ColumnSpec } from './screen';
import { useDirectory } from './directory-context';
import { TOAST_MS } from './toasts';
import { UNDONE, undoAction } from './undo';
import { secretMask } from './widgets';

type Row = Record<string, unknown>;

export interface CellProps {
  record: Row;
  source: string;
  p?: PropertyModel;
  column: ColumnSpec;
}

export interface Display {
  /** The cell, inside a row's record context. */
  Cell: (props: CellProps) => ReactNode;
  /** The value as plain text (phone cards, CSV); null when the display is not text (a switch). */
  text: (value: unknown, p?: PropertyModel) => string | null;
}

const plain = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The schema's word for no value ('Nenhum'): its x-enum-labels "null" entry, if it has one. */
export const nullLabel = (p: PropertyModel | undefined): string | undefined => p?.enumLabels?.null;

/** The label of an enum (or true/false) value: x-enum-labels, else the value itself. */
export function enumLabel(p: PropertyModel | undefined, value: unknown): string {
  if (value === null || value === undefined) return nullLabel(p) ?? '';
  return p?.enumLabels?.[String(value)] ?? String(value);
}

/** A boolean's words: its x-enum-labels, else Sim / Não. */
const yesNo = (p: PropertyModel | undefined, value: unknown) =>
  p?.enumLabels?.[String(!!value)] ?? (value ? 'Sim' : 'Não');

/**
 * A cell of text. `nowrap`: a value that reads wrong when broken across lines ('R$' above '0,00', a
 * date above its time) stays on one line.
 */
function textDisplay(format: (value: unknown, p?: PropertyModel) => string, nowrap = false): Display {
  return {
    Cell: nowrap
      ? ({ record, source, p }) => <span style={{ whiteSpace: 'nowrap' }}>{format(record[source], p)}</span>
      : ({ record, source, p }) => format(record[source], p),
    text: (value, p) => format(value, p),
  };
}

/** The hues' background and text (contrast at least 4.5:1, WCAG AA for the chip's small text). */
export const HUES: Record<ChipHue, { bg: string; fg: string }> = {
  grey: { bg: '#e0e0e0', fg: '#212121' },
  orange: { bg: '#f57c00', fg: '#1a1a1a' },
  yellow: { bg: '#fdd835', fg: '#1a1a1a' },
  blue: { bg: '#1565c0', fg: '#ffffff' },
  green: { bg: '#2e7d32', fg: '#ffffff' },
  red: { bg: '#c62828', fg: '#ffffff' },
  'dark-red': { bg: '#7f0000', fg: '#ffffff' },
};

/** What an enum value without a label shows (an order status the panel does not know). */
export const UNKNOWN_LABEL = 'Desconhecido';
/** A freight of 0,00: delivered free (told apart from a freight not set). */
export const FREE_FREIGHT = 'Grátis';

/** The background and text colours of an enum value's hue (x-enum-colors), if it names one. */
export function hueOf(p: PropertyModel | undefined, value: unknown): { bg: string; fg: string } | undefined {
  const color = p?.enumColors?.[String(value)];
  return color && isChipHue(color) ? HUES[color] : undefined;
}

/**
 * A chip with the value's label and colour (x-enum-labels, x-enum-colors); data-color names the
 * colour. An enum value the schema does not list (a status added later) shows 'Desconhecido'.
 */
export function EnumChip({
  p,
  value,
  size = 'small',
}: {
  p: PropertyModel | undefined;
  value: unknown;
  size?: 'small' | 'medium';
}) {
  if (value === null || value === undefined) {
    // No value reads as the schema's word for it ('Nenhum'), in the plainest chip.
    const none = nullLabel(p);
    return none ? <Chip size={size} label={none} variant="outlined" data-color="default" /> : null;
  }
  const key = String(value);
  const known = typeof value === 'boolean' || !p?.schema.enum || p.schema.enum.some((e) => String(e) === key);
  const label = !known ? UNKNOWN_LABEL : typeof value === 'boolean' ? yesNo(p, value) : enumLabel(p, value);
  const color: ChipColor = (known && p?.enumColors?.[key]) || (value === true ? 'success' : 'default');
  if (isChipHue(color)) {
    const { bg, fg } = HUES[color];
    return <Chip size={size} label={label} data-color={color} sx={{ bgcolor: bg, color: fg }} />;
  }
  return (
    <Chip
      size={size}
      label={label}
      color={color}
      data-color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
    />
  );
}

function ChipCell({ record, source, p }: CellProps) {
  return <EnumChip p={p} value={record[source]} />;
}

export const SWITCH_SAVED = 'Status atualizado com sucesso!';
export const SWITCH_FAILED = 'Erro ao atualizar o status.';

/** A switch that saves the record's flag at once (update with only that field), with toasts. */
function SwitchCell({ record, source, p, column }: CellProps) {
  const resource = useResourceContext()!;
  const context = useRecordContext();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const [value, setValue] = useState<boolean | null>(null);
  const checked = value ?? !!record[source];
  const { modelOf } = useDirectory();
  // The switch names its record as dropdowns do ('Ativo: VERAO10' for a coupon, by its code).
  const named = record[representationOf(modelOf(resource)?.name ?? '')];
  const name = String(named ?? record.name ?? record.fantasy_name ?? record.id);
  // Saved at once; the toast's Desfazer saves the old value back (generic/undo.tsx).
  const toggle = (next: boolean, undoing = false) => {
    setValue(next);
    update(
      resource,
      { id: record.id as string, data: { [source]: next }, previousData: context ?? record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(undoing ? UNDONE : (column.saved ?? SWITCH_SAVED), {
            type: 'success',
            autoHideDuration: TOAST_MS,
            ...(undoing ? {} : undoAction(() => toggle(!next, true))),
          }),
        onError: () => {
          setValue(!next);
          notify(column.failed ?? SWITCH_FAILED, { type: 'error', autoHideDuration: TOAST_MS });
        },
      },
    );
  };
  return (
    <MuiSwitch
      checked={checked}
      disabled={isPending}
      onClick={(e) => e.stopPropagation()}
      onChange={(e) => toggle(e.target.checked)}
      slotProps={{ input: { 'aria-label': `${p?.label ?? source}: ${name}` } }}
    />
  );
}

/** Another entity's record named by its representation field (brand → name). */
function ReferenceCell({ source, p }: CellProps) {
  const { resourceOf } = useDirectory();
  if (!p?.ref) return null;
  return (
    <ReferenceField source={source} reference={resourceOf(p.ref)} link={false}>
      <TextField source={representationOf(p.ref)} />
    </ReferenceField>
  );
}

export const displays: Record<DisplayName, Display> = {
  text: textDisplay(plain),
  number: textDisplay((v) =>
    v === null || v === undefined || v === '' ? '' : Number(v).toLocaleString('pt-BR'),
  ),
  money: textDisplay((v) => formatMoney(v), true),
  freight: textDisplay(
    (v) => (v !== null && v !== '' && Number(v) === 0 ? FREE_FREIGHT : formatMoney(v)),
    true,
  ),
  percent: textDisplay((v) => formatPercent(v), true),
  date: textDisplay((v) => formatDate(v), true),
  datetime: textDisplay((v) => formatDate(v), true),
  enum: textDisplay((v, p) => enumLabel(p, v)),
  chip: {
    Cell: ChipCell,
    text: (v, p) =>
      v === null || v === undefined
        ? (nullLabel(p) ?? '')
        : typeof v === 'boolean'
          ? yesNo(p, v)
          : p?.schema.enum && !p.schema.enum.some((e) => String(e) === String(v))
            ? UNKNOWN_LABEL
            : enumLabel(p, v),
  },
  'yes-no': textDisplay((v, p) => (v === null || v === undefined ? (nullLabel(p) ?? '') : yesNo(p, v))),
  switch: { Cell: SwitchCell, text: () => null },
  phone: textDisplay((v) => formatPhone(v), true),
  'cpf-cnpj': textDisplay((v) => formatCpfCnpj(v), true),
  cep: textDisplay((v) => (v ? maskCep(v) : ''), true),
  reference: { Cell: ReferenceCell, text: plain },
  // A credential as answers carry it ({set, last4}): '••••1234', never more.
  secret: textDisplay((v) => secretMask(v) ?? '', true),
};

/** The display of a field on a screen: the column's, the schema's, else by type and format. */
export function displayOf(p: PropertyModel | undefined, column?: ColumnSpec): DisplayName {
  if (column?.display) return column.display;
  if (!p) return 'text';
  if (p.display && isDisplay(p.display)) return p.display;
  const s = p.schema;
  const widget = p.widget?.split(':')[0];
  if (p.secret) return 'secret';
  if (p.money) return 'money';
  if (s.format === 'date') return 'date';
  if (s.format === 'date-time') return 'datetime';
  if (s.format === 'phone' || widget === 'phone') return 'phone';
  if (s.format === 'cpf' || s.format === 'cnpj' || s.format === 'cpf-cnpj' || widget === 'document')
    return 'cpf-cnpj';
  if (s.format === 'cep' || widget === 'cep') return 'cep';
  if (s.enum) return p.enumColors ? 'chip' : 'enum';
  if (s.type === 'boolean') return p.enumColors ? 'chip' : 'yes-no';
  if (p.ref && p.name !== 'id') return 'reference';
  return 'text';
}

/** A value as plain text, the way its column would show it ('' for what is not text). */
export function displayText(p: PropertyModel | undefined, value: unknown, column?: ColumnSpec): string {
  if (value === null || value === undefined) return nullLabel(p) ?? '';
  if (value === '') return '';
  return displays[displayOf(p, column)].text(value, p) ?? '';
}
