import { ptBR } from '@mui/material/locale';
import type { Theme } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Below this width the side menu becomes a drawer and the login page drops its image (spec 1). */
export const COMPACT_BELOW = 960;

type ComponentsOptions = NonNullable<RaThemeOptions['components']>;
type Entry = { defaultProps?: object };

/**
 * Adds a MUI locale's texts (pagination, Autocomplete's Abrir/Fechar/Limpar, Alert's Fechar…) to
 * components options, keeping the defaultProps already set (react-admin's fullWidth, for one).
 * react-admin takes theme options, not a created theme, so createTheme(options, ptBR) is not an option.
 */
export function withLocale(
  components: ComponentsOptions,
  locale: { components?: object },
): ComponentsOptions {
  const merged = { ...components } as Record<string, Entry>;
  for (const [name, extra] of Object.entries(locale.components ?? {}) as [string, Entry][])
    merged[name] = {
      ...merged[name],
      defaultProps: { ...merged[name]?.defaultProps, ...extra.defaultProps },
    };
  return merged as ComponentsOptions;
}

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
  components: withLocale(
    {
      ...defaultTheme.components,
      // A spinner or bar is announced as what it is ('Carregando') unless its screen names it
      // (react-admin's top-bar spinner, for one, has no name of its own).
      MuiCircularProgress: { defaultProps: { 'aria-label': 'Carregando' } },
      MuiLinearProgress: { defaultProps: { 'aria-label': 'Carregando' } },
      MuiFormHelperText: {
        styleOverrides: {
          // The helper text of a disabled field says why it is disabled ('Escolha primeiro: Loja'):
          // it must stay readable (text.disabled is 2.7:1 on white; text.secondary is 5.7:1).
          root: ({ theme }: { theme: Theme }) => ({
            '&.Mui-disabled': { color: theme.palette.text.secondary },
          }),
        },
      },
    },
    ptBR,
  ),
};
