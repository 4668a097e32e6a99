// The product's 'Regras de Pagamento' folded under how many there are ('2 regras cadastradas'):
// the frame (rows slot) of its sub-list, open at first.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import type { RaRecord } from 'react-admin';

export function RulesFolded({
  rows,
  isPending,
  children,
}: {
  rows: RaRecord[];
  isPending: boolean;
  children: ReactNode;
}) {
  const [expanded, setExpanded] = useState(true);
  const summary = isPending
    ? 'Carregando…'
    : `${rows.length} ${rows.length === 1 ? 'regra cadastrada' : 'regras cadastradas'}`;
  return (
    <Accordion expanded={expanded} onChange={(_, open) => setExpanded(open)} disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography>{summary}</Typography>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
}
