// /reports/orders ('Relatório de Pedidos', spec sections 2, 3, 4, 6 and 9): the filters (period on
// the stores' clock, from the first day of the month at 00:00 to today at 23:59 by default; an
// admin's store, none meaning every store; statuses; product and people detail) and 'Gerar
// relatório', which opens the full-screen report. The report is /report/order through the data
// provider; its orders come a page of 100 at a time (another page is another call, the figures on
// screen staying until it answers). A refused request (422) is told beside the filters, in the
// server's words, with each field's message under it; the report stays closed.
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { HttpError, Title, useGetList } from 'react-admin';
import type { OrderReportQuery } from '../../../../shared/calls';
import { errorText } from '../../../api';
import { useCall } from '../../../generic/calls';
import { useChosenStore } from '../../../generic/StorePicker';
import { useUserPermissions } from '../../../permissions';
import {
  defaultDraft,
  type DraftErrors,
  draftErrors,
  type ReportDraft,
  reportQuery,
  sameReport,
  TEXTS,
  TITLE,
} from './model';
import { OrderReportDialog } from './OrderReportDialog';
import { type FieldErrors, ReportFilters } from './ReportFilters';

const FIELDS = ['company_id', 'init_date', 'finish_date', 'status'] as const;

/** The server's 422 field messages this form has a place for ('status.0' goes under Status). */
function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof HttpError) || error.status !== 422) return {};
  const errors = ((error.body ?? {}) as { errors?: Record<string, unknown> }).errors ?? {};
  const out: FieldErrors = {};
  for (const field of FIELDS) {
    const value = errors[field];
    if (typeof value === 'string') out[field] = value;
    else if (value && typeof value === 'object')
      out[field] = Object.values(value as Record<string, unknown>)
        .filter((v) => typeof v === 'string')
        .join(' ');
  }
  return out;
}

export function OrderReportPage() {
  const { admin } = useUserPermissions();
  const [store, chooseStore] = useChosenStore();
  const [draft, setDraft] = useState<ReportDraft>(() => defaultDraft());
  const [formErrors, setFormErrors] = useState<DraftErrors>({});
  const [applied, setApplied] = useState<OrderReportQuery | null>(null);
  const [open, setOpen] = useState(false);
  const result = useCall('orderReport', applied, {
    // Its own place for failures (beside the filters), not a toast.
    notifyError: false,
    // Another page of the same report keeps the figures on screen while it loads; a new report
    // starts from its loading state.
    placeholderData: (previous, previousQuery) =>
      sameReport(previousQuery?.queryKey[2] as OrderReportQuery | undefined, applied) ? previous : undefined,
  });
  const { data: stores = [] } = useGetList(
    'company',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'fantasy_name', order: 'ASC' } },
    { enabled: admin },
  );

  const generate = () => {
    const errors = draftErrors(draft);
    setFormErrors(errors);
    if (Object.keys(errors).length) return;
    const next = reportQuery(draft, admin ? store : null);
    setOpen(true);
    // The same request again: ask the server again (the orders may have changed since).
    if (applied && JSON.stringify(next) === JSON.stringify(applied)) void result.refetch();
    else setApplied(next);
  };

  const failed = !!result.error && !result.isFetching;
  const serverErrors = failed ? serverFieldErrors(result.error) : {};
  const storeName = applied?.company_id
    ? String(stores.find((s) => Number(s.id) === applied.company_id)?.fantasy_name ?? applied.company_id)
    : undefined;

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={TITLE} />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {TITLE}
        </Typography>
        <ReportFilters
          draft={draft}
          onChange={setDraft}
          errors={{ ...serverErrors, ...formErrors }}
          admin={admin}
          store={store}
          onStore={chooseStore}
          onGenerate={generate}
          busy={open && result.isFetching}
        />
        {failed && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="report-error">
            {errorText(result.error) || TEXTS.failed}
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          O relatório abre em tela cheia, com os totais, as distribuições e os pedidos do período.
        </Typography>
      </CardContent>
      <OrderReportDialog
        open={open && !failed}
        onClose={() => setOpen(false)}
        query={applied}
        report={result.data}
        fetching={result.isFetching}
        admin={admin}
        storeName={storeName}
        onPage={(page) => setApplied((current) => (current ? { ...current, page } : current))}
      />
    </Card>
  );
}

export default OrderReportPage;
