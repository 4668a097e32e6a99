// WhatsApp messages of contacts and birthdays: the message variables {nome_cliente} /
// {email_cliente} and the wa.me deep link (the phone formats are in src/shared/br-formats.ts).
import { whatsappNumber } from '../../../../shared/br-formats';

/** The default message of the contact and birthday screens (spec section 9). */
export const DEFAULT_MESSAGE = 'Olá, {nome_cliente}!';
export const MESSAGE_VARIABLES = ['{nome_cliente}', '{email_cliente}'] as const;

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
  const number = whatsappNumber(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(message)}` : null;
}
