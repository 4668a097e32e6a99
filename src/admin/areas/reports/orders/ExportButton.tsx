// 'Exportar CSV' of the report: every order row of the period (pages of 1000), as export.csv, with
// how far the download got.
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { OrderReportQuery } from '../../../../shared/calls';
import { errorText } from '../../../api';
import type { AppDataProvider } from '../../../dataProvider';
import { TOAST_MS } from '../../../generic/toasts';
import { CSV_FILE, downloadCsv } from '../../../generic/csv';
import { fetchAllOrderRows, orderReportCsv } from './csv';
import { EXPORT } from './model';

export function ExportButton({ query, disabled }: { query: OrderReportQuery; disabled: boolean }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const run = async () => {
    setProgress({ done: 0, total: 0 });
    try {
      const { rows, withMoney } = await fetchAllOrderRows(dataProvider, query, (done, total) =>
        setProgress({ done, total }),
      );
      downloadCsv(orderReportCsv(rows, withMoney), CSV_FILE);
    } catch (error) {
      notify(errorText(error), { type: 'error', autoHideDuration: TOAST_MS });
    } finally {
      setProgress(null);
    }
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<FileDownloadIcon />}
        onClick={run}
        disabled={disabled || !!progress}
      >
        {EXPORT}
      </Button>
      {progress && (
        <Box sx={{ minWidth: 140 }} role="status">
          <LinearProgress
            color="inherit"
            variant={progress.total ? 'determinate' : 'indeterminate'}
            value={progress.total ? (100 * progress.done) / progress.total : undefined}
            aria-label="Progresso da exportação"
          />
          <Typography variant="caption">{`Exportando… ${progress.done} de ${progress.total}`}</Typography>
        </Box>
      )}
    </Box>
  );
}
