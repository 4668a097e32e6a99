// The filters of a report (the order report's and the Facebook catalogue's): a form that opens the
// report on submit ('Gerar relatório', or Enter in a field) instead of leaving the page.
import { Stack } from '@mui/material';
import type { ReactNode } from 'react';

export function ReportFilterForm({ onGenerate, children }: { onGenerate: () => void; children: ReactNode }) {
  return (
    <Stack
      component="form"
      spacing={2}
      aria-label="Filtros do relatório"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onGenerate();
      }}
    >
      {children}
    </Stack>
  );
}
