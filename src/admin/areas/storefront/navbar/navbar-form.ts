// The registration modal's values and their checks (spec section 7): name 'Obrigatório' / 'Pelo
// menos 3 caracteres'; ordenation required, digits only, from 1; the segment required for a
// top-level item. Pure functions, so the rules are tested without a browser.
import type { NavbarItemInput, NavbarNode } from '../../../../shared/calls';

export const REQUIRED = 'Obrigatório';
export const MIN_NAME = 'Pelo menos 3 caracteres';
export const DIGITS_ONLY = 'Apenas números';
export const MIN_ORDENATE = 'A ordenação deve ser maior ou igual a 1';

export type Gender = '' | 'f' | 'm' | 'u';

export interface NavbarFormValues {
  name: string;
  /** As typed: only digits are accepted. */
  ordenate: string;
  route: string;
  active: boolean;
  definitionId: number | null;
  categories: (number | string)[];
  subcategories: (number | string)[];
  gender: Gender;
  kids: boolean;
  groupName: string;
  onlySale: boolean;
  grid: string;
}

export type NavbarFormErrors = Partial<Record<'name' | 'ordenate' | 'definition_id' | 'route', string>>;

export const GENDERS: { value: Gender; label: string }[] = [
  { value: '', label: 'Todos' },
  { value: 'f', label: 'Feminino' },
  { value: 'm', label: 'Masculino' },
  { value: 'u', label: 'Unissex' },
];

/** The next free position: one past the highest in the store. */
export function nextOrdenate(items: NavbarNode[]): number {
  const all = items.flatMap((i) => [i, ...i.childrens]);
  return all.reduce((max, i) => Math.max(max, i.ordenate), 0) + 1;
}

export function emptyValues(ordenate: number, parent?: NavbarNode): NavbarFormValues {
  return {
    name: '',
    ordenate: String(ordenate),
    route: parent?.data.route ? `${parent.data.route}/` : '',
    active: true,
    definitionId: parent?.definition_id ?? null,
    categories: [],
    subcategories: [],
    gender: (parent?.data.params?.gender as Gender | undefined) ?? '',
    kids: parent?.data.params?.kids ?? false,
    groupName: '',
    onlySale: false,
    grid: '',
  };
}

export function valuesOf(item: NavbarNode): NavbarFormValues {
  const p = item.data.params ?? {};
  return {
    name: item.name,
    ordenate: String(item.ordenate),
    route: item.data.route ?? '',
    active: item.active,
    definitionId: item.definition_id,
    categories: p.many_categories ?? [],
    subcategories: p.many_subcategories ?? [],
    gender: (p.gender as Gender | undefined) ?? '',
    kids: p.kids ?? false,
    groupName: p.group_name ?? '',
    onlySale: p.only_sale ?? false,
    grid: p.grid ?? '',
  };
}

export function validate(values: NavbarFormValues, topLevel: boolean): NavbarFormErrors {
  const errors: NavbarFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = REQUIRED;
  else if (name.length < 3) errors.name = MIN_NAME;
  const ordenate = values.ordenate.trim();
  if (!ordenate) errors.ordenate = REQUIRED;
  else if (!/^\d+$/.test(ordenate)) errors.ordenate = DIGITS_ONLY;
  else if (Number(ordenate) < 1) errors.ordenate = MIN_ORDENATE;
  if (topLevel && values.definitionId === null) errors.definition_id = REQUIRED;
  return errors;
}

/** Save stays disabled without a name, an ordenation (and a segment for a top-level item). */
export function canSave(values: NavbarFormValues, topLevel: boolean): boolean {
  return !!values.name.trim() && !!values.ordenate.trim() && (!topLevel || values.definitionId !== null);
}

/** The body of /save or /update (params the modal leaves empty are not sent). */
export function toInput(
  values: NavbarFormValues,
  options: { relationship: number | null; segmentName?: string },
): NavbarItemInput {
  const name = values.name.trim();
  const ordenate = Number(values.ordenate.trim());
  const params: NonNullable<NavbarItemInput['data']['params']> = {
    many_categories: values.categories,
    many_subcategories: values.subcategories,
    kids: values.kids,
    only_sale: values.onlySale,
  };
  if (options.segmentName) params.definition_name = options.segmentName;
  if (values.gender) params.gender = values.gender;
  if (values.groupName.trim()) params.group_name = values.groupName.trim();
  if (values.grid.trim()) params.grid = values.grid.trim();
  return {
    name,
    ordenate,
    active: values.active,
    relationship: options.relationship,
    definition_id: values.definitionId,
    data: {
      name,
      ordenate,
      ...(values.route.trim() ? { route: values.route.trim() } : {}),
      params,
    },
  };
}

/** Server 422s on the modal's fields highlight them; the rest is told in the alert. */
export function splitServerErrors(errors: Record<string, string[] | string> | undefined): {
  fields: NavbarFormErrors;
  other: string[];
} {
  const fields: NavbarFormErrors = {};
  const other: string[] = [];
  for (const [field, value] of Object.entries(errors ?? {})) {
    const text = Array.isArray(value) ? value.join(' ') : value;
    const key = field.replace(/^data\./, '').replace(/^params\./, '');
    if (key === 'name' || key === 'ordenate' || key === 'definition_id' || key === 'route')
      fields[key] = text;
    else if (key === 'definition_name') fields.definition_id = text;
    else other.push(text);
  }
  return { fields, other };
}

/**
 * A new order of one level (the top-level items, or one parent's children): the positions these
 * items already hold, given out again in the new order, so no other item has to move.
 */
export function reorderLevel(
  siblings: NavbarNode[],
  from: number,
  to: number,
): { id: number; ordenate: number }[] {
  const positions = siblings.map((s) => s.ordenate).sort((a, b) => a - b);
  const moved = [...siblings];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item!);
  return moved.map((s, i) => ({ id: s.id, ordenate: positions[i]! }));
}
