// One place that turns every failure into the API's error shape: {message, errors?}. Bad input is
// always a 4xx; only real faults are a 500, logged without the request body.
import type { FastifyError, FastifyInstance } from 'fastify';
import snapshot from '../../generated/db-snapshot.json' with { type: 'json' };
import { entities } from '../../generated/registry.js';
import { panelPageFor } from '../panel.js';
import { HttpError, INVALID_DATA, inUse } from './errors.js';

interface PgError {
  code?: string;
  constraint?: string;
  table?: string;
}

/** Constraint name → the field the panel should highlight. */
const constraintFields = new Map<string, { table: string; field: string }>();
for (const table of Object.values(snapshot.tables)) {
  for (const fk of table.foreignKeys)
    constraintFields.set(fk.name, { table: table.name, field: fk.columns.at(-1)! });
  for (const ix of table.indexes)
    if (ix.unique)
      constraintFields.set(ix.name, {
        table: table.name,
        field: ix.parts.at(-1)!.replace(/^lower\((.*)\)$/, '$1'),
      });
}
const entityOf = (table: string) => Object.values(entities).find((e) => e.table === table);
const propertyOf = (table: string, field: string) => entityOf(table)?.properties[field];
const labelOf = (table: string, field: string) => propertyOf(table, field)?.label ?? field;
/** A schema may word its duplicate message itself (x-messages.unique), e.g. 'Ordenaçao em uso'. */
const uniqueMessage = (table: string, field: string) =>
  propertyOf(table, field)?.messages?.unique ??
  // One row per store (x-unique [[]]: an index on company_id alone): the entity words it.
  (field === 'company_id' ? entityOf(table)?.messages?.unique : undefined) ??
  `${labelOf(table, field)} já está em uso`;

export function databaseErrorToHttp(error: PgError): HttpError | undefined {
  const target = error.constraint ? constraintFields.get(error.constraint) : undefined;
  switch (error.code) {
    case '23505': {
      const field = target?.field ?? 'id';
      return new HttpError(422, INVALID_DATA, {
        [field]: [uniqueMessage(target?.table ?? '', field)],
      });
    }
    case '23503':
      // On insert/update: the row pointed at does not exist (or is another store's).
      // On delete: other rows still point at this one.
      if (target && error.table === target.table) {
        return new HttpError(422, INVALID_DATA, {
          [target.field]: [`${labelOf(target.table, target.field)} não encontrado(a)`],
        });
      }
      return inUse();
    case '23001':
      // ON DELETE RESTRICT: PostgreSQL 18 (PGlite) reports it with its own code.
      return inUse();
    case '23502':
    case '23514':
      return new HttpError(422, INVALID_DATA, {});
    default:
      // Class 22 is "data exception": a value the column cannot take (out of range, NUL byte,
      // bad date or time zone…). It comes from the input, so it is never a 500.
      return error.code?.startsWith('22') ? new HttpError(422, INVALID_DATA, {}) : undefined;
  }
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & PgError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.status)
        .send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    const mapped = databaseErrorToHttp(error);
    if (mapped) {
      return reply
        .status(mapped.status)
        .send({ message: mapped.message, ...(mapped.errors ? { errors: mapped.errors } : {}) });
    }
    if (error.validation) {
      return reply.status(422).send({ message: INVALID_DATA, errors: {} });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'O corpo da requisição não é um JSON válido.'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'O corpo da requisição é grande demais.'
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Envie os dados como JSON (Content-Type: application/json).'
              : 'Requisição inválida.';
      return reply.status(error.statusCode).send({ message });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ message: 'Algo deu errado. Tente novamente mais tarde.' });
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    // Panel routes (/, /form-brand/12, …) are the single-page app's: answer its page.
    if (
      request.method === 'GET' &&
      !path.startsWith('/api/') &&
      !path.startsWith('/uploads/') &&
      app.hasReplyDecorator('sendFile')
    )
      return reply
        .type('text/html')
        .headers({ 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' })
        .sendFile(panelPageFor(path));
    return reply.status(404).send({ message: 'Rota não encontrada.' });
  });
}
