import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Below this width the side menu becomes a drawer and the login page drops its image (spec 1). */
export const COMPACT_BELOW = 960;

export const theme: RaThemeOptions & { sidebar: { width: number; closedWidth: number } } = {
  ...defaultTheme,
  // MUI's md breakpoint is 900 px; the spec's layout changes at 960 px, so md starts there.
  breakpoints: { values: { xs: 0, sm: 600, md: COMPACT_BELOW, lg: 1280, xl: 1920 } },
  palette: {
    primary: { main: '#1565c0' },
    secondary: { main: '#0d47a1' },
    background: { default: '#f4f6fa' },
  },
  shape: { borderRadius: 8 },
  sidebar: { width: 250, closedWidth: 55 },
};
