// The WhatsApp chat link of one contact: the message with its variables filled, in a new tab.
import { WhatsAppButton } from '../../../generic/WhatsAppLink';
import { fillMessage, type MessageTarget } from './whatsapp';

export function WhatsAppLink({
  contact,
  message,
}: {
  contact: MessageTarget & { phone?: unknown };
  message: string;
}) {
  return <WhatsAppButton phone={contact.phone} name={contact.name} text={fillMessage(message, contact)} />;
}
