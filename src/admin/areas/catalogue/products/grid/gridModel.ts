// What the stock grid screens share: the grid and stock-movement fields of the schema, the spec's
// texts, the reasons each movement type allows, and the size × colour combinations of a batch.
import { HttpError, type RaRecord } from 'react-admin';
import { entities } from '../../../../../generated/registry';
import { COLORS, colorOf, NO_COLOR } from '../../../../../shared/colors';

export const gridProps = entities.grid.properties;
export const movementProps = entities.stock_movement.properties;

/** Spec section 8: the alert of a duplicate size + colour (the server answers 406). */
export const DUPLICATE_ALERT = 'Este tamanho e código de cor já estão cadastrados para este produto.';
export const SELECT_COLOR = 'Selecione uma Cor';
export const UNLOCK_LABEL = 'Alterar Informações';
/** The toast of a stock change, here and on the exact search. */
export const STOCK_UPDATED = 'Estoque atualizado com sucesso!';

export type GridRow = {
  id: number;
  product_id: number;
  balance: number;
  size: string;
  color: string;
  code?: string | null;
  code_color?: string | null;
  second_code_color?: string | null;
  bg_color_img?: string | null;
  active: boolean;
};

export type MovementType = 'i' | 'o';
export const ENTRY_REASONS = ['b', 'ch'] as const;
export const EXIT_REASONS = ['se', 'c', 'ss'] as const;

/** The reasons a movement type allows, with the schema's labels (entries b/ch, exits se/c/ss). */
export function reasonsFor(type: MovementType) {
  const labels = movementProps.reason.enumLabels ?? {};
  return (type === 'i' ? ENTRY_REASONS : EXIT_REASONS).map((id) => ({ id, name: labels[id] ?? id }));
}

export const typeChoices = (['i', 'o'] as const).map((id) => ({
  id,
  name: movementProps.type.enumLabels?.[id] ?? id,
}));

/** The colour names offered: 'N/A' first (no colour), then the shared list. */
export const COLOR_NAMES = [NO_COLOR, ...COLORS.map((c) => c.name)];

/** The codes a chosen colour brings: none for 'N/A' or a name outside the list. */
export function codesOf(color: string | null | undefined) {
  const named = color ? colorOf(color) : undefined;
  return { code_color: named?.code ?? null, second_code_color: named?.second ?? null };
}

/** Every size × colour pair, sizes first (P Preto, P Branco, M Preto, …), each with its codes. */
export function combinations(sizes: string[], colors: string[]) {
  return sizes.flatMap((size) => colors.map((color) => ({ size, color, ...codesOf(color) })));
}

/** Quantities take digits only (spec section 5): anything else typed is dropped. */
export const keepDigits = (text: string) => (text ?? '').replace(/\D/g, '');

/** Balance below 1 is styled negative (spec section 9). */
export const isNegative = (balance: unknown) => Number(balance) < 1;

export const isDuplicate = (error: unknown) => error instanceof HttpError && error.status === 406;

type Values = Record<string, unknown>;

const EDITABLE = ['size', 'color', 'code', 'code_color', 'second_code_color', 'bg_color_img'] as const;

/** A new item's values: no size or colour yet, 0 in stock entered as 'b'. */
export function gridValues(item: RaRecord | null): Values {
  if (item) return { ...item };
  return { ...Object.fromEntries(EDITABLE.map((f) => [f, null])), balance: 0, reason: 'b' };
}

/** What /grid/save and /grid/update take: the item's fields; a new one its quantity and reason. */
export function gridBody(values: Values, _product: RaRecord, mode: 'create' | 'edit'): Values {
  const data: Values = Object.fromEntries(EDITABLE.map((f) => [f, values[f] ?? null]));
  if (mode === 'edit') return { ...data, active: values.active !== false };
  return { ...data, balance: Number(values.balance), reason: values.reason };
}

/** A repeated size + colour (406) gets the spec's alert. */
export const gridRefusal = (error: unknown) => (isDuplicate(error) ? DUPLICATE_ALERT : undefined);
