// What every print view has around its paper: the @page size and the print-only rules, a toolbar
// that is never printed (back, Imprimir, the other layouts) and the white sheet. Shared by the print
// of one order (OrderPrintPage) and of several (OrdersPrintPage).
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, GlobalStyles, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PRINT_FORMATS, type PrintFormat } from '../detail/orderModel';

export function PrintChrome({
  size,
  format,
  back,
  ready,
  formatLink,
  pageBreaks = false,
  children,
}: {
  /** The @page size (orderModel's pageSize). */
  size: string;
  format: PrintFormat;
  /** The toolbar's way back. */
  back: ReactNode;
  /** The paper is loaded: Imprimir and the other layouts show. */
  ready: boolean;
  /** The same print in another layout: the view stays mounted, nothing is recorded again. */
  formatLink: (format: PrintFormat) => string;
  /** Each `.print-sheet` after the first starts a new page. */
  pageBreaks?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <GlobalStyles
        styles={{
          '@page': { size, margin: `${PRINT_FORMATS[format].margin}mm` },
          '@media print': {
            'html, body': { background: '#fff !important', margin: '0 !important' },
            '.no-print': { display: 'none !important' },
            '.print-main': { padding: '0 !important' },
          },
          ...(pageBreaks ? { '.print-sheet ~ .print-sheet': { breakBefore: 'page' } } : {}),
        }}
      />
      <Stack
        className="no-print"
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ p: 2, flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        {back}
        {ready ? (
          <>
            <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
              Imprimir
            </Button>
            {(Object.keys(PRINT_FORMATS) as PrintFormat[])
              .filter((f) => f !== format)
              .map((f) => (
                <Button key={f} component={RouterLink} to={formatLink(f)} replace>
                  {PRINT_FORMATS[f].label}
                </Button>
              ))}
          </>
        ) : null}
      </Stack>
      <Box
        component="main"
        className="print-main"
        sx={{ p: { xs: 1, sm: 2 }, bgcolor: '#fff', color: '#000' }}
      >
        {children}
      </Box>
    </>
  );
}
