// The login page as a route of the panel's router: where the panel sends a signed-out user, and
// where it returns to the page it was sent away from.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoginApp } from './LoginApp';

export function LoginRoute({ onSubmit }: { onSubmit?: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const onSignedIn = useCallback((path: string) => navigate(path, { replace: true }), [navigate]);
  return <LoginApp onSubmit={onSubmit} onSignedIn={onSignedIn} locationState={location.state} />;
}
