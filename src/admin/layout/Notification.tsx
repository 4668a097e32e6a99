// Every toast stays 6 s (spec section 9), unless a caller asks otherwise.
import { Notification as RaNotification } from 'react-admin';

export const TOAST_MS = 6000;

export function Notification() {
  return <RaNotification autoHideDuration={TOAST_MS} />;
}
