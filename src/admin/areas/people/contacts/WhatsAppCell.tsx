// A contact row's WhatsApp link, with the message typed above the list (ContactTools).
import type { RaRecord } from 'react-admin';
import { useContactMessage } from './ContactTools';
import { WhatsAppLink } from './WhatsAppLink';

export default function WhatsAppCell({ record }: { record: RaRecord }) {
  const [message] = useContactMessage();
  return (
    <WhatsAppLink
      contact={{ name: String(record.name ?? ''), email: String(record.email ?? ''), phone: record.phone }}
      message={message}
    />
  );
}
