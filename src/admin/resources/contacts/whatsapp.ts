// Phones and WhatsApp messages of contacts and birthdays: the spec's phone mask and display
// (section 5), the message variables {nome_cliente} / {email_cliente} and the wa.me deep link.

/** The default message of the contact and birthday screens (spec section 9). */
export const DEFAULT_MESSAGE = 'Olá, {nome_cliente}!';
export const MESSAGE_VARIABLES = ['{nome_cliente}', '{email_cliente}'] as const;

export const phoneDigits = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\D+/g, '') : '';

/**
 * What the user types, masked as it grows: (##) ####-#### for 10 digits, (##) #.####-#### for 11.
 * At most 11 digits are kept.
 */
export function maskPhone(value: unknown): string {
  const d = phoneDigits(value).slice(0, 11);
  if (!d) return '';
  if (d.length <= 2) return `(${d}`;
  const ddd = `(${d.slice(0, 2)}) `;
  if (d.length <= 6) return ddd + d.slice(2);
  if (d.length <= 10) return `${ddd}${d.slice(2, 6)}-${d.slice(6)}`;
  return `${ddd}${d[2]}.${d.slice(3, 7)}-${d.slice(7)}`;
}

/** A stored phone as lists show it: 11 digits (DD) NNNNN-NNNN, 10 digits (DD) NNNN-NNNN. */
export function formatPhone(value: unknown): string {
  const d = phoneDigits(value);
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return d;
}

/** The phone input's check: required, and complete (10 or 11 digits, 14+ characters masked). */
export function phoneProblem(value: unknown): string | undefined {
  const d = phoneDigits(value);
  if (!d) return 'Por favor insira Número';
  if (d.length < 10 || d.length > 11) return 'Por favor insira Número válido';
  return undefined;
}

export interface MessageTarget {
  name?: string | null;
  email?: string | null;
}

/** The message with the variables filled in for one contact. */
export function fillMessage(template: string, who: MessageTarget): string {
  return template.replaceAll('{nome_cliente}', who.name ?? '').replaceAll('{email_cliente}', who.email ?? '');
}

/** https://wa.me/55<digits>?text=<message>, or null when the contact has no phone. */
export function whatsappLink(phone: unknown, message: string): string | null {
  const d = phoneDigits(phone);
  if (!d) return null;
  return `https://wa.me/55${d}?text=${encodeURIComponent(message)}`;
}
