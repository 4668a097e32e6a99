import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { primary: { main: '#1565c0' }, secondary: { main: '#00897b' } },
  sidebar: { width: 250, closedWidth: 55 },
};
