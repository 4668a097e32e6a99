// 'Histórico' under a saved record (every edit form of an audited entity, and the order detail):
// who changed it, when, and what — each field by its label, values as the lists show them (money,
// dates, choices, a reference by the name of what it points at), secrets only as 'alterado' — newest first, ten at a time. Folded at first: the
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
import { Fragment, useState } from 'react';
import { type Identifier, useRecordContext, useReference } from 'react-admin';
import type { AuditChange, AuditEntry } from '../../shared/calls';
import type { EntityModel, PropertyModel } from '../../shared/entity';
import { formatDate } from '../format';
import { useCall } from './calls';
import { useDirectory } from './directory-context';
import { displayOf, displayText } from './displays';
import { representationOf } from './representation';

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

/** What one field's line shows: its label and values (before → after; the one there was when created
 * or deleted); no values for a secret. */
function changeParts(
  model: EntityModel,
  field: string,
  change: AuditChange,
  operation: AuditEntry['operation'],
) {
  const p: PropertyModel | undefined = model.properties[field];
  const label = p?.label ?? field;
  if ('secret' in change) return { p, label, values: null };
  const values =
    operation === 'insert' ? [change.to] : operation === 'delete' ? [change.from] : [change.from, change.to];
  return { p, label, values };
}

/** One field's line: 'Preço: R$ 10,00 → R$ 12,90', 'Senha: alterado', or its value when created. */
export function changeText(
  model: EntityModel,
  field: string,
  change: AuditChange,
  operation: AuditEntry['operation'],
): string {
  const { p, label, values } = changeParts(model, field, change, operation);
  return `${label}: ${values ? values.map((v) => historyValue(p, v)).join(' → ') : 'alterado'}`;
}

/** A referenced record by its name (a category, a brand), as its dropdown shows it; its id if gone. */
function ReferenceName({ entity, id }: { entity: string; id: unknown }) {
  const { resourceOf } = useDirectory();
  const known = id !== null && id !== undefined && id !== '';
  const { referenceRecord } = useReference({
    reference: resourceOf(entity),
    id: (known ? id : 0) as Identifier,
    options: { enabled: known },
  });
  const name = referenceRecord?.[representationOf(entity)];
  return <>{name !== undefined && name !== null ? String(name) : historyValue(undefined, id)}</>;
}

/** changeText, with a reference's ids read as the names of the records they point at. */
function ChangeLine({
  model,
  field,
  change,
  operation,
}: {
  model: EntityModel;
  field: string;
  change: AuditChange;
  operation: AuditEntry['operation'];
}) {
  const { p, label, values } = changeParts(model, field, change, operation);
  if (!p?.ref || !values) return <>{changeText(model, field, change, operation)}</>;
  return (
    <>
      {label}:{' '}
      {values.map((id, i) => (
        <Fragment key={i}>
          {i ? ' → ' : ''}
          <ReferenceName entity={p.ref!} id={id} />
        </Fragment>
      ))}
    </>
  );
}

function Entry({ model, entry }: { model: EntityModel; entry: AuditEntry }) {
  const fields = Object.entries(entry.changes);
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {formatDate(entry.at)} · {entry.user_name ?? 'Usuário removido'} · {OPERATION[entry.operation]}
      </Typography>
      {fields.length ? (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {fields.map(([field, change]) => (
            <Typography component="li" variant="body2" key={field} sx={{ overflowWrap: 'anywhere' }}>
              <ChangeLine model={model} field={field} change={change} operation={entry.operation} />
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
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 600 }}>Histórico</Typography>
      </AccordionSummary>
      <AccordionDetails>{open ? <Trail model={model} id={id} /> : null}</AccordionDetails>
    </Accordion>
  );
}
