// The store screens' input masks (spec section 5): '#' takes one digit or letter (the new
// letters-and-digits CNPJ), every other character of the pattern is punctuation added as one types.

export const CNPJ_MASK = '##.###.###/####-##';
export const CPF_MASK = '###.###.###-##';
export const IE_MASK = '##.###.###-#';
export const RG_MASK = '########-##';
export const CEP_MASK = '#####-###';
export const PHONE_MASK = '(##) ####-####';
export const CELL_MASK = '(##) #.####-####';

/** Letters and digits only, upper-cased: what the server keeps (x-normalize alnum). */
export const alnum = (value: unknown) =>
  typeof value === 'string' ? value.replace(/[^0-9A-Za-z]+/g, '').toUpperCase() : '';
export const digits = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\D+/g, '') : '';

/** A raw value laid into a pattern, stopping where the value ends. */
export function applyMask(raw: string, pattern: string): string {
  let out = '';
  let i = 0;
  for (const ch of pattern) {
    if (i >= raw.length) break;
    if (ch === '#') out += raw[i++];
    else out += ch;
  }
  return out;
}

/** The phone mask by length: 10 digits landline, 11 mobile. */
export function maskPhone(value: unknown): string {
  const d = digits(value).slice(0, 11);
  return applyMask(d, d.length > 10 ? CELL_MASK : PHONE_MASK);
}

/** A phone as lists show it: (DD) NNNNN-NNNN or (DD) NNNN-NNNN. */
export function displayPhone(value: unknown): string {
  const d = digits(value);
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return typeof value === 'string' ? value : '';
}

export const maskCep = (value: unknown) => applyMask(digits(value).slice(0, 8), CEP_MASK);

/** CPF/CNPJ and RG/I. Estadual masks, by the Empresa switch. */
export const documentMask = (company: boolean) => (company ? CNPJ_MASK : CPF_MASK);
export const registryMask = (company: boolean) => (company ? IE_MASK : RG_MASK);

export function maskWith(value: unknown, pattern: string): string {
  const slots = [...pattern].filter((c) => c === '#').length;
  return applyMask(alnum(value).slice(0, slots), pattern);
}
