// 'Histórico' under a saved record (every edit form of an audited entity, and the order detail):
// who changed it, when, and what — each field by its label, values as the lists show them (money,
// dates, choices), secrets only as 'alterado' — newest first, ten at a time. Folded at first: the
// trail is read only when someone opens it.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  CircularProgress,
  Pagination,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useRecordContext } from 'react-admin';
import type { AuditChange, AuditEntry } from '../../shared/calls';
import type { EntityModel, PropertyModel } from '../../shared/entity';
import { formatDate } from '../format';
import { useCall } from './calls';
import { useDirectory } from './directory-context';
import { displayOf, displayText } from './displays';

const PER_PAGE = 10;

const OPERATION: Record<AuditEntry['operation'], string> = {
  insert: 'Cadastrou',
  update: 'Alterou',
  delete: 'Excluiu',
};

/** A value as its list column shows it; a switch reads Sim / Não; nothing reads '(vazio)'. */
export function historyValue(p: PropertyModel | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(vazio)';
  if (displayOf(p) === 'switch') return value ? 'Sim' : 'Não';
  if (typeof value === 'object') return JSON.stringify(value);
  return displayText(p, value) || String(value);
}

/** One field's line: 'Preço: R$ 10,00 → R$ 12,90', 'Senha: alterado', or its value when created. */
export function changeText(
  model: EntityModel,
  field: string,
  change: AuditChange,
  operation: AuditEntry['operation'],
): string {
  const p = model.properties[field];
  const label = p?.label ?? field;
  if ('secret' in change) return `${label}: alterado`;
  if (operation === 'insert') return `${label}: ${historyValue(p, change.to)}`;
  if (operation === 'delete') return `${label}: ${historyValue(p, change.from)}`;
  return `${label}: ${historyValue(p, change.from)} → ${historyValue(p, change.to)}`;
}

function Entry({ model, entry }: { model: EntityModel; entry: AuditEntry }) {
  const lines = Object.entries(entry.changes).map(([field, change]) =>
    changeText(model, field, change, entry.operation),
  );
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {formatDate(entry.at)} · {entry.user_name ?? 'Usuário removido'} · {OPERATION[entry.operation]}
      </Typography>
      {lines.length ? (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {lines.map((line, i) => (
            <Typography component="li" variant="body2" key={i} sx={{ overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

function Trail({ model, id }: { model: EntityModel; id: number }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useCall('recordHistory', {
    entity: model.name,
    id,
    page,
    itens_per_page: PER_PAGE,
  });
  if (isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress size={24} aria-label="Carregando o histórico" />
      </Box>
    );
  if (isError || !data) return <Typography color="error">Não foi possível carregar o histórico.</Typography>;
  if (!data.data.length) return <Typography color="text.secondary">Nenhuma alteração registrada.</Typography>;
  return (
    <Stack spacing={1}>
      <Box component="ul" sx={{ m: 0, p: 0 }} aria-label="Alterações, da mais recente à mais antiga">
        {data.data.map((entry, i) => (
          <Entry key={`${entry.at}-${i}`} model={model} entry={entry} />
        ))}
      </Box>
      {data.last_page > 1 ? (
        <Pagination
          count={data.last_page}
          page={page}
          onChange={(_, next) => setPage(next)}
          size="small"
          aria-label="Páginas do histórico"
          getItemAriaLabel={(type, n) =>
            type === 'page' ? `Página ${n}` : type === 'next' ? 'Próxima página' : 'Página anterior'
          }
        />
      ) : null}
    </Stack>
  );
}

/** The history of the record in context (or of `id`), an entity named as in the schemas. */
export function RecordHistory({ entity, id: givenId }: { entity: string; id?: number }) {
  const { modelOf } = useDirectory();
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const model = modelOf(entity);
  const id = givenId ?? (typeof record?.id === 'number' ? record.id : Number(record?.id));
  if (!model.audit || !Number.isInteger(id) || id < 1) return null;
  return (
    <Accordion
      expanded={open}
      onChange={(_, next) => setOpen(next)}
      disableGutters
      sx={{ mt: 2 }}
      slotProps={{ heading: { component: 'h2' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={headingId}>
        <Typography sx={{ fontWeight: 600 }}>Histórico</Typography>
      </AccordionSummary>
      <AccordionDetails>{open ? <Trail model={model} id={id} /> : null}</AccordionDetails>
    </Accordion>
  );
}
