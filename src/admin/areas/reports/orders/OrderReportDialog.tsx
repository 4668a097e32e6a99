// The full-screen report (spec section 2): a bar with the title, the period and store, 'Exportar CSV',
// 'Imprimir' and 'Fechar relatório'; a loading state until the figures arrive; then the sections.
// Printing shows the report only (the panel behind it and the bar's buttons are left out).
import CloseIcon from '@mui/icons-material/Close';
import PrintIcon from '@mui/icons-material/Print';
import {
  AppBar,
  Box,
  Button,
  Dialog,
  GlobalStyles,
  IconButton,
  LinearProgress,
  Skeleton,
  Stack,
  Toolbar,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import type { OrderReport, OrderReportQuery } from '../../../../shared/calls';
import { ExportButton } from './ExportButton';
import { CLOSE, periodText, PRINT, TITLE } from './model';
import { ReportSections } from './ReportSections';

const PRINT_ROOT = 'order-report-print';

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
        '.order-report-scroll': { overflow: 'visible !important', width: 'auto !important' },
      },
    }}
  />
);

export function OrderReportDialog({
  open,
  onClose,
  query,
  report,
  fetching,
  admin,
  storeName,
  onPage,
}: {
  open: boolean;
  onClose: () => void;
  /** The request of the report shown (its page is the orders' page). */
  query: OrderReportQuery | null;
  /** The figures; undefined while the first answer is on its way. */
  report: OrderReport | undefined;
  /** Another page (or the report itself) is on its way. */
  fetching: boolean;
  admin: boolean;
  /** An admin's chosen store; none: every store. */
  storeName?: string;
  onPage: (page: number) => void;
}) {
  const titleId = useId();
  const period = query ? `${periodText(query.init_date)} a ${periodText(query.finish_date)}` : '';
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby={titleId} className={PRINT_ROOT}>
      {open && printStyles}
      <AppBar position="sticky" elevation={1}>
        <Toolbar sx={{ flexWrap: 'wrap', gap: 1, py: 1 }}>
          <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
            <Typography id={titleId} variant="h6" component="h1">
              {TITLE}
            </Typography>
            <Typography variant="body2" data-testid="report-period">
              {period}
              {admin ? ` · ${storeName ?? 'Todas as lojas'}` : ''}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} useFlexGap className="no-print" sx={{ flexWrap: 'wrap' }}>
            {query && <ExportButton query={query} disabled={!report || report.orders.total === 0} />}
            <Button
              variant="outlined"
              color="inherit"
              startIcon={<PrintIcon />}
              onClick={() => window.print()}
              disabled={!report}
            >
              {PRINT}
            </Button>
            <IconButton color="inherit" onClick={onClose} aria-label={CLOSE} title={CLOSE} edge="end">
              <CloseIcon />
            </IconButton>
          </Stack>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: { xs: 1.5, sm: 3 }, minWidth: 0 }} aria-busy={fetching}>
        {report ? (
          <ReportSections
            report={report}
            admin={admin}
            page={query?.page ?? 1}
            onPage={onPage}
            paging={fetching}
          />
        ) : (
          <Stack spacing={2} role="status" aria-label="Gerando o relatório">
            <LinearProgress />
            <Typography color="text.secondary">Gerando o relatório…</Typography>
            <Skeleton variant="rounded" height={140} />
            <Skeleton variant="rounded" height={240} />
          </Stack>
        )}
      </Box>
    </Dialog>
  );
}
