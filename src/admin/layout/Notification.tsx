// Every toast stays 6 s (spec section 9), unless a caller asks otherwise.
import { Notification as RaNotification } from 'react-admin';

export const TOAST_MS = 6000;

export function Notification() {
  // React-admin's Desfazer is the theme's primary colour, unreadable on a green or red toast: it
  // takes the toast's own text colour.
  return (
    <RaNotification
      autoHideDuration={TOAST_MS}
      sx={{ '& .RaNotification-undo': { color: 'inherit', fontWeight: 700 } }}
    />
  );
}
