// A WhatsApp chat link (wa.me with the message), opening in a new tab: the contacts', birthdays' and
// abandoned carts' (spec: WhatsApp deep links are the client's only).
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { IconButton } from '@mui/material';
import { whatsappNumber } from '../../shared/br-formats';

/** https://wa.me/55<digits>?text=<message>, or null when there is no phone. */
export function whatsappLink(phone: unknown, message: string): string | null {
  const number = whatsappNumber(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(message)}` : null;
}

/** The chat's icon link, named 'WhatsApp de {name}'; nothing without a phone. */
export function WhatsAppButton({
  phone,
  name,
  text,
}: {
  phone: unknown;
  name?: string | null;
  text: string;
}) {
  const href = whatsappLink(phone, text);
  if (!href) return null;
  return (
    <IconButton
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`WhatsApp de ${name ?? ''}`.trim()}
      size="small"
      sx={{ color: '#25D366' }}
      onClick={(e: React.MouseEvent) => e.stopPropagation()}
    >
      <WhatsAppIcon fontSize="small" />
    </IconButton>
  );
}
