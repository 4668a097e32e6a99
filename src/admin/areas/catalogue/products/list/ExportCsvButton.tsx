// 'Exportar CSV': downloads produtos.csv with every product of the store, showing how far the
// download of the pages got. An admin must pick a store first.
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Box, Button, LinearProgress, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { errorText } from '../../../../api';
import type { AppDataProvider } from '../../../../dataProvider';
import { downloadCsv } from '../../../../generic/csv';
import { fetchAllProducts, productsCsv, PRODUCTS_CSV_FILE } from './productsCsv';
import { PICK_STORE } from './texts';

export function ExportCsvButton({
  companyId,
  needsStore,
}: {
  companyId: number | null;
  needsStore: boolean;
}) {
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const blocked = needsStore && !companyId;
  const run = async () => {
    if (blocked) return;
    setProgress({ done: 0, total: 0 });
    try {
      const rows = await fetchAllProducts(dataProvider, companyId, (done, total) =>
        setProgress({ done, total }),
      );
      downloadCsv(productsCsv(rows), PRODUCTS_CSV_FILE);
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    } finally {
      setProgress(null);
    }
  };
  const button = (
    <span>
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        onClick={run}
        disabled={blocked || !!progress}
      >
        Exportar CSV
      </Button>
    </span>
  );
  return (
    <Box>
      {blocked ? <Tooltip title={PICK_STORE}>{button}</Tooltip> : button}
      {progress ? (
        <Box sx={{ mt: 1, minWidth: 200 }} role="status">
          <LinearProgress
            variant={progress.total ? 'determinate' : 'indeterminate'}
            value={progress.total ? (100 * progress.done) / progress.total : undefined}
          />
          <Typography variant="caption" color="text.secondary">
            {`Exportando… ${progress.done} de ${progress.total}`}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
