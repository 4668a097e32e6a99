// POST /api/cep/lookup: a postal code (CEP) looked up in a ViaCEP-style service, so the panel fills
// an address without the browser calling a third party. The service's base URL comes from
// CEP_SERVICE_URL (default https://viacep.com.br); its API: GET {base}/ws/{8 digits}/json/ →
// {cep, logradouro, bairro, localidade, uf, …} or {"erro": "true"} for an unknown CEP.
import type { FastifyInstance } from 'fastify';
import { calls, type CepAddress } from '../../shared/calls/index.js';
import { postCall } from '../http/call-routes.js';
import { onlyDigits } from '../../shared/br-formats.js';
import { errorSchema } from '../crud/docs.js';
import { HttpError, invalid } from '../http/errors.js';
import { assertNoTransaction } from '../http/provider-client.js';

export const DEFAULT_CEP_SERVICE_URL = 'https://viacep.com.br';
export const CEP_TIMEOUT_MS = 3000;
export const CEP_NOT_FOUND = 'CEP não encontrado.';
export const CEP_UNAVAILABLE = 'Não foi possível consultar o CEP. Tente novamente mais tarde.';

export type { CepAddress };

/** The service's base URL, read at call time (tests point it at a local fake). */
export function cepServiceUrl(): string {
  return (process.env.CEP_SERVICE_URL || DEFAULT_CEP_SERVICE_URL).replace(/\/+$/, '');
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Looks a CEP (8 digits) up; throws 404 when unknown and 502 when the service fails. */
export async function lookupCep(digits: string, timeoutMs = CEP_TIMEOUT_MS): Promise<CepAddress> {
  assertNoTransaction();
  let response: Response;
  try {
    response = await fetch(`${cepServiceUrl()}/ws/${digits}/json/`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new HttpError(502, CEP_UNAVAILABLE);
  }
  if (response.status === 400 || response.status === 404) throw new HttpError(404, CEP_NOT_FOUND);
  if (!response.ok) throw new HttpError(502, CEP_UNAVAILABLE);
  let body: Record<string, unknown>;
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    throw new HttpError(502, CEP_UNAVAILABLE);
  }
  if (!body || typeof body !== 'object') throw new HttpError(502, CEP_UNAVAILABLE);
  if (body.erro === true || body.erro === 'true') throw new HttpError(404, CEP_NOT_FOUND);
  return {
    cep: onlyDigits(body.cep) || digits,
    state: text(body.uf).toUpperCase(),
    city: text(body.localidade),
    street: text(body.logradouro),
    neighborhood: text(body.bairro),
  };
}

export function registerCepRoutes(app: FastifyInstance): void {
  postCall(
    app,
    calls.cepLookup,
    {
      // Waits on an outside service and reads no data of ours: no request transaction held open.
      config: { transaction: false },
      schema: {
        tags: ['Lojas'],
        summary:
          'CEP: consulta o serviço de CEP (ViaCEP, base em CEP_SERVICE_URL) e devolve estado, cidade, endereço e bairro',
        body: {
          type: 'object',
          properties: { cep: { type: 'string', description: '8 dígitos, com ou sem o hífen (#####-###)' } },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              cep: { type: 'string' },
              state: { type: 'string' },
              city: { type: 'string' },
              street: { type: 'string' },
              neighborhood: { type: 'string' },
            },
          },
          404: errorSchema,
          422: errorSchema,
          502: errorSchema,
        },
      },
    },
    async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>; // unchecked input
      const raw = typeof body.cep === 'string' || typeof body.cep === 'number' ? String(body.cep) : '';
      if (!raw.trim()) throw invalid({ cep: ['Por favor insira CEP'] });
      if (!/^\s*\d{5}-?\d{3}\s*$/.test(raw)) throw invalid({ cep: ['CEP inválido'] });
      return lookupCep(onlyDigits(raw));
    },
  );
}
