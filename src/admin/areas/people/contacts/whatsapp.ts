// WhatsApp messages of contacts and birthdays: the message variables {nome_cliente} /
// {email_cliente}; the wa.me deep link is the generic layer's (generic/WhatsAppLink.tsx).

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

export { whatsappLink } from '../../../generic/WhatsAppLink';
