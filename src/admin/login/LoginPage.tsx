// The login page (spec section 1): 'LOGIN', 'Seja Bem-Vindo Lojista!', user/e-mail and password;
// Enter submits; the image column only from 960 px up; a stored token goes straight to /.
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Alert, Avatar, Box, Button, CircularProgress, Paper, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { errorText, session } from '../api';
import { authProvider } from '../authProvider';
import { useDocumentTitle } from '../layout/documentTitle';
import { COMPACT_BELOW } from '../theme';
import { LoginArt } from './LoginArt';

/**
 * Where to go once signed in: the page react-admin was sent away from (it leaves it in the
 * location state when a session check fails), else the dashboard.
 */
export function afterLogin(locationState: unknown): string {
  const state = locationState as { nextPathname?: string; nextSearch?: string } | null | undefined;
  const next = state?.nextPathname;
  return next && next.startsWith('/') && next !== '/login' ? next + (state?.nextSearch ?? '') : '/';
}

export interface LoginProps {
  /** Called as the form is sent, e.g. to start fetching the panel while the login runs. */
  onSubmit?: () => void;
  /** Opens the panel at this path (the login page knows no router: see main.tsx). */
  onSignedIn: (path: string) => void;
  /** The location state the login page was reached with (afterLogin). */
  locationState?: unknown;
}

export function LoginPage({ onSubmit, onSignedIn, locationState }: LoginProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  useDocumentTitle('Login');

  // Whether that token is still good is the panel's check to make, not the login page's.
  const signedIn = !!session.token() && !sending;
  useEffect(() => {
    if (signedIn) onSignedIn('/');
  }, [signedIn, onSignedIn]);
  if (signedIn) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit?.();
    setError(null);
    setSending(true);
    try {
      await authProvider.login({ email, password });
      onSignedIn(afterLogin(locationState));
    } catch (failure) {
      setError(errorText(failure));
      setSending(false);
    }
  }

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        sx={{
          flex: '1 1 55%',
          display: 'none',
          [`@media (min-width: ${COMPACT_BELOW}px)`]: { display: 'flex' },
        }}
        data-testid="login-art"
      >
        <LoginArt />
      </Box>
      <Box
        component="main"
        sx={{
          flex: '1 1 45%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: { xs: 2, sm: 4 },
        }}
      >
        <Paper
          component="form"
          onSubmit={submit}
          noValidate
          elevation={3}
          sx={{
            width: '100%',
            maxWidth: 420,
            p: { xs: 3, sm: 5 },
            display: 'flex',
            flexDirection: 'column',
            gap: 2.5,
          }}
        >
          <Box sx={{ textAlign: 'center', mb: 1 }}>
            <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56, mx: 'auto', mb: 2 }}>
              <StorefrontIcon fontSize="large" />
            </Avatar>
            <Typography
              component="h1"
              variant="h4"
              sx={{ fontWeight: 700, letterSpacing: 2 }}
              color="primary"
            >
              LOGIN
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              Seja Bem-Vindo Lojista!
            </Typography>
          </Box>
          <TextField
            label="Usuário ou e-mail"
            name="email"
            autoComplete="username"
            autoFocus
            fullWidth
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            slotProps={{ htmlInput: { autoCapitalize: 'none', inputMode: 'email', spellCheck: false } }}
          />
          <TextField
            label="Senha"
            name="password"
            type="password"
            autoComplete="current-password"
            fullWidth
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {error ? <Alert severity="error">{error}</Alert> : null}
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={sending}
            startIcon={sending ? <CircularProgress size={18} color="inherit" /> : null}
          >
            Entrar
          </Button>
        </Paper>
      </Box>
    </Box>
  );
}
