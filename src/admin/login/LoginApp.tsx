// /login on its own: the theme around the login page and nothing of the panel — no react-admin
// context, no router, no resources, no screens, no entity registry — so the first page a user sees
// loads fast (the login route's JavaScript budget: e2e/login-budget.spec.ts).
import { createTheme, CssBaseline, ThemeProvider } from '@mui/material';
import { theme } from '../theme';
import { LoginPage, type LoginProps } from './LoginPage';

const loginTheme = createTheme(theme);

export function LoginApp(props: LoginProps) {
  return (
    <ThemeProvider theme={loginTheme}>
      <CssBaseline />
      <LoginPage {...props} />
    </ThemeProvider>
  );
}
