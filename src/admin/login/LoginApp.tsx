// /login on its own: the theme around the login page and nothing of the panel — no react-admin
// context, no resources, no screens, no entity registry — so the first page a user sees loads fast.
import { createTheme, CssBaseline, ThemeProvider } from '@mui/material';
import { theme } from '../theme';
import { LoginPage } from './LoginPage';

const loginTheme = createTheme(theme);

export function LoginApp({ onSubmit }: { onSubmit?: () => void }) {
  return (
    <ThemeProvider theme={loginTheme}>
      <CssBaseline />
      <LoginPage onSubmit={onSubmit} />
    </ThemeProvider>
  );
}
