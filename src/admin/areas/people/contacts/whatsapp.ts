// WhatsApp messages of contacts and birthdays: the message variables {nome_cliente} /
// {email_cliente}, and on birthdays {cupom} (the code 'Gerar cupom' made for the row); the wa.me
// deep link is the generic layer's (generic/WhatsAppLink.tsx).

/** The default message of the contact and birthday screens (spec section 9). */
export const DEFAULT_MESSAGE = 'Olá, {nome_cliente}!';
export const MESSAGE_VARIABLES = ['{nome_cliente}', '{email_cliente}'] as const;
export const BIRTHDAY_VARIABLES = [...MESSAGE_VARIABLES, '{cupom}'] as const;

export interface MessageTarget {
  name?: string | null;
  email?: string | null;
}

/** The message with the variables filled in for one contact. */
export function fillMessage(template: string, who: MessageTarget): string {
  return template.replaceAll('{nome_cliente}', who.name ?? '').replaceAll('{email_cliente}', who.email ?? '');
}

/**
 * A birthday's message: the contact's variables, and {cupom} the code generated for the row (empty
 * before one is). A message without {cupom} gets ' Use o cupom {code}.' once there is a code.
 */
export function birthdayMessage(
  template: string,
  who: MessageTarget,
  code: string | null | undefined,
): string {
  const text = fillMessage(template, who);
  if (!code) return text.replaceAll('{cupom}', '');
  return template.includes('{cupom}') ? text.replaceAll('{cupom}', code) : `${text} Use o cupom ${code}.`;
}

export { whatsappLink } from '../../../generic/WhatsAppLink';
