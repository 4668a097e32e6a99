// The reports' full-screen dialog (spec section 2: 'filters and full-screen report modal'), shared by
// the order report and the Facebook catalogue report: a bar with the report's title, a line saying
// what it covers (period, store, filters), the report's own buttons and 'Fechar relatório'; the
// report below. Printing shows the report only (the panel behind it and the bar's buttons are left
// out): a button of the bar that must not print carries the class 'no-print', and a box that scrolls
// sideways on screen the class 'report-scroll'.
import CloseIcon from '@mui/icons-material/Close';
import { AppBar, Box, Dialog, GlobalStyles, IconButton, Stack, Toolbar, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

export const CLOSE_REPORT = 'Fechar relatório';

const PRINT_ROOT = 'report-print';

/** @media print: only the dialog, laid out as a long page (no fixed box, no inner scrolling). */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        [`body > *:not(.${PRINT_ROOT})`]: { display: 'none !important' },
        [`.${PRINT_ROOT}`]: { position: 'static !important' },
        [`.${PRINT_ROOT} .MuiBackdrop-root, .${PRINT_ROOT} .no-print`]: { display: 'none !important' },
        [`.${PRINT_ROOT} .MuiDialog-container`]: { display: 'block !important', height: 'auto !important' },
        [`.${PRINT_ROOT} .MuiDialog-paper`]: {
          overflow: 'visible !important',
          height: 'auto !important',
          maxHeight: 'none !important',
          boxShadow: 'none !important',
        },
        [`.${PRINT_ROOT} .MuiAppBar-root`]: {
          position: 'static !important',
          background: '#fff !important',
          color: '#000 !important',
          boxShadow: 'none !important',
        },
        '.report-scroll': { overflow: 'visible !important', width: 'auto !important' },
      },
    }}
  />
);

export function ReportDialog({
  open,
  onClose,
  title,
  subtitle,
  actions,
  busy = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What the report covers ('01/03/2025 00:00 a 31/03/2025 23:59 · Moda Viva'). */
  subtitle?: ReactNode;
  /** The report's own buttons, before 'Fechar relatório'. */
  actions?: ReactNode;
  /** Another page (or the report itself) is on its way. */
  busy?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby={titleId} className={PRINT_ROOT}>
      {open && printStyles}
      <AppBar position="sticky" elevation={1}>
        <Toolbar sx={{ flexWrap: 'wrap', gap: 1, py: 1 }}>
          <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
            <Typography id={titleId} variant="h6" component="h1">
              {title}
            </Typography>
            {subtitle ? (
              <Typography variant="body2" data-testid="report-period">
                {subtitle}
              </Typography>
            ) : null}
          </Box>
          <Stack direction="row" spacing={1} useFlexGap className="no-print" sx={{ flexWrap: 'wrap' }}>
            {actions}
            <IconButton
              color="inherit"
              onClick={onClose}
              aria-label={CLOSE_REPORT}
              title={CLOSE_REPORT}
              edge="end"
            >
              <CloseIcon />
            </IconButton>
          </Stack>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: { xs: 1.5, sm: 3 }, minWidth: 0 }} aria-busy={busy}>
        {children}
      </Box>
    </Dialog>
  );
}
