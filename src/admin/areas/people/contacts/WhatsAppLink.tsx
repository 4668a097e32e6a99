// The WhatsApp chat link of one contact: the message with its variables filled, in a new tab.
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { IconButton } from '@mui/material';
import { fillMessage, whatsappLink, type MessageTarget } from './whatsapp';

export function WhatsAppLink({
  contact,
  message,
}: {
  contact: MessageTarget & { phone?: unknown };
  message: string;
}) {
  const href = whatsappLink(contact.phone, fillMessage(message, contact));
  if (!href) return null;
  return (
    <IconButton
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`WhatsApp de ${contact.name ?? ''}`.trim()}
      size="small"
      sx={{ color: '#25D366' }}
      onClick={(e: React.MouseEvent) => e.stopPropagation()}
    >
      <WhatsAppIcon fontSize="small" />
    </IconButton>
  );
}
