// The full-screen order report (spec section 2), in the reports' dialog (../ReportDialog): the title,
// the period and store, 'Exportar CSV', 'Imprimir' and 'Fechar relatório'; a loading state until the
// figures arrive; then the sections.
import PrintIcon from '@mui/icons-material/Print';
import { Button, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import type { OrderReport, OrderReportQuery } from '../../../../shared/calls';
import { ReportDialog } from '../ReportDialog';
import { ExportButton } from './ExportButton';
import { periodText, PRINT, TITLE } from './model';
import { ReportSections } from './ReportSections';

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
  const period = query ? `${periodText(query.init_date)} a ${periodText(query.finish_date)}` : '';
  return (
    <ReportDialog
      open={open}
      onClose={onClose}
      title={TITLE}
      subtitle={`${period}${admin ? ` · ${storeName ?? 'Todas as lojas'}` : ''}`}
      busy={fetching}
      actions={
        <>
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
        </>
      }
    >
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
    </ReportDialog>
  );
}
