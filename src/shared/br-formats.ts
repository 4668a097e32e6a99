// Brazilian formats (spec sections 5 and 9): phones, CEP, CPF/CNPJ and RG/I. Estadual — the masks
// applied while typing, the way lists show stored values, what is kept (digits, or letters and
// digits for the new CNPJ) and the checks. CPF, CNPJ, CEP and phone display come from
// @brazilian-utils; the spec's typing masks for phones and registries are its own patterns.
// Shared by the server and the panel.
import {
  formatCep,
  formatCnpj,
  formatCpf,
  formatPhone as formatPhoneNumber,
} from '@brazilian-utils/brazilian-utils';
import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';

/** Masks as the spec writes them: '#' takes one digit (or letter, in the new CNPJ). */
export const CNPJ_MASK = '##.###.###/####-##';
export const CPF_MASK = '###.###.###-##';
export const IE_MASK = '##.###.###-#';
export const RG_MASK = '########-##';
export const CEP_MASK = '#####-###';
export const PHONE_MASK = '(##) ####-####';
export const CELL_MASK = '(##) #.####-####';

/** Phone lengths (spec section 9): 10 digits a landline, 11 a mobile. */
export const PHONE_DIGITS = { landline: 10, mobile: 11 } as const;

/** Digits only: '(11) 9.8765-4321' → '11987654321'; anything but text or a number → ''. */
export const onlyDigits = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\D+/g, '') : '';

/** Letters and digits only, upper-cased (the new CNPJ has letters): '12.abc.345/01de-35' → '12ABC34501DE35'. */
export const onlyAlnum = (value: unknown): string =>
  typeof value === 'string' ? value.replace(/[^0-9A-Za-z]+/g, '').toUpperCase() : '';

/** How many characters a mask takes: '#####-###' → 8. */
export const maskSlots = (pattern: string): number => [...pattern].filter((c) => c === '#').length;

/** A raw value laid into a pattern, stopping where the value ends: ('0100', '#####-###') → '0100'. */
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

/** Any value through a pattern, keeping letters and digits: ('123456789', IE_MASK) → '12.345.678-9'. */
export const maskWith = (value: unknown, pattern: string): string =>
  applyMask(onlyAlnum(value).slice(0, maskSlots(pattern)), pattern);

// --- Phones ---

/** The phone mask while typing: (##) ####-#### up to 10 digits, (##) #.####-#### for 11. */
export function maskPhone(value: unknown): string {
  const d = onlyDigits(value).slice(0, PHONE_DIGITS.mobile);
  return applyMask(d, d.length > PHONE_DIGITS.landline ? CELL_MASK : PHONE_MASK);
}

/**
 * A stored phone as lists show it: 11 digits (DD) NNNNN-NNNN, 10 digits (DD) NNNN-NNNN. Any other
 * text is shown as it is; anything else as ''.
 */
export function formatPhone(value: unknown): string {
  const d = onlyDigits(value);
  if (d.length === PHONE_DIGITS.mobile || d.length === PHONE_DIGITS.landline)
    return formatPhoneNumber(d, { mask: 'nanp' });
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** The stored form of a phone (the 'phone' format): 10 or 11 digits. */
export const isPhone = (value: string): boolean => /^[0-9]{10,11}$/.test(value);

/** A phone input's check: required, then complete (10 or 11 digits) — spec messages, by its label. */
export function phoneProblem(value: unknown, label = 'Número'): string | undefined {
  const d = onlyDigits(value);
  if (!d) return `Por favor insira ${label}`;
  return isPhone(d) ? undefined : `Por favor insira ${label} válido`;
}

/** The number a WhatsApp link dials: Brazil's 55 and the digits; null without a phone. */
export function whatsappNumber(phone: unknown): string | null {
  const d = onlyDigits(phone);
  return d ? `55${d}` : null;
}

// --- CEP ---

/** The CEP mask while typing and on screen: '01001000' → '01001-000'. */
export const maskCep = (value: unknown): string => formatCep(onlyDigits(value).slice(0, maskSlots(CEP_MASK)));

/** The stored form of a CEP (the 'cep' format): 8 digits. */
export const isCep = (value: string): boolean => /^[0-9]{8}$/.test(value);

// --- CPF, CNPJ, RG and I. Estadual ---

/** The CPF mask while typing: '52998224725' → '529.982.247-25'. */
export const maskCpf = (value: unknown): string => formatCpf(onlyDigits(value).slice(0, maskSlots(CPF_MASK)));

/** The CNPJ mask while typing, letters allowed (the new CNPJ): '11222333000181' → '11.222.333/0001-81'. */
export const maskCnpj = (value: unknown): string =>
  formatCnpj(onlyAlnum(value).slice(0, maskSlots(CNPJ_MASK)), { version: 2 });

/** By the Empresa switch: a company has a CNPJ (letters and digits), a person a CPF (digits). */
export const documentMask = (company: boolean): string => (company ? CNPJ_MASK : CPF_MASK);
export const maskDocument = (value: unknown, company: boolean): string =>
  company ? maskCnpj(value) : maskCpf(value);

/** I. Estadual for a company (letters and digits), RG for a person (digits). */
export const registryMask = (company: boolean): string => (company ? IE_MASK : RG_MASK);
export const maskRegistry = (value: unknown, company: boolean): string =>
  maskWith(company ? onlyAlnum(value) : onlyDigits(value), registryMask(company));

/** What a store keeps of its document and registry: punctuation stripped (letters only in a company's). */
export const keepDocument = (value: unknown, company: boolean): string =>
  company ? onlyAlnum(value) : onlyDigits(value);

// A formatted CNPJ is 18 characters: a longer text is not a document (and the formats built on
// these checks stay length-bounded, codegen/model.ts unboundedParts).
const DOCUMENT_MAX_TEXT = 24;
/** The document without its punctuation ('.', '-', '/') and spaces, upper-cased. */
const plainDocument = (value: string): string => value.replace(/[.\-/\s]/g, '').toUpperCase();

/** A valid CPF: 11 digits, checked by its check digits, with or without punctuation. */
export function isCpf(value: string): boolean {
  if (value.length > DOCUMENT_MAX_TEXT) return false;
  const plain = plainDocument(value);
  return plain.length === 11 && isValidCpf(plain);
}

/**
 * A valid CNPJ: 14 characters, the numeric one or the letters-and-digits one valid since July 2026
 * (version 2 of the check accepts both), with or without punctuation.
 */
export function isCnpj(value: string): boolean {
  if (value.length > DOCUMENT_MAX_TEXT) return false;
  const plain = plainDocument(value);
  return plain.length === 14 && isValidCnpj(plain, { version: 2 });
}

/** A valid CPF (11 digits) or CNPJ (14, numeric or the letters-and-digits one valid since July 2026). */
export const isCpfOrCnpj = (value: string): boolean => isCpf(value) || isCnpj(value);

/** A stored CPF or CNPJ as lists show it; any other text as it is. */
export function formatCpfCnpj(value: unknown): string {
  const plain = onlyAlnum(value);
  if (plain.length === 11 && /^\d+$/.test(plain)) return formatCpf(plain);
  if (plain.length === 14) return formatCnpj(plain, { version: 2 });
  return typeof value === 'string' ? value : '';
}
