// A local Melhor Envio: POST /api/v2/me/cart with a bearer token, checking the fields their API
// requires and answering 422 {message, errors: {field: [msg]}} when one is missing, or the new cart
// item (with its id) otherwise.
import { randomUUID } from 'node:crypto';
import { isRecord, startJsonFake, type FakeOptions, type JsonFake } from './http-fake.js';

export const MELHOR_ENVIO_FAKE_TOKEN = 'fake-melhor-envio-oauth-token-0123456789';

/** approve: 201 with the item · invalid: 422 on to.postal_code · unauthorized: 401 · error: 500 · hang. */
export type MelhorEnvioOutcome = 'approve' | 'invalid' | 'unauthorized' | 'error' | 'hang';

export interface MelhorEnvioFake extends JsonFake {
  /** The outcome of the next carts (every one after this call). */
  setOutcome(outcome: MelhorEnvioOutcome): void;
  /** Ids handed out so far. */
  ids: string[];
}

const PARTY_FIELDS = ['name', 'address', 'number', 'district', 'city', 'state_abbr', 'postal_code'];

/** What their validation would say about a cart, by field path. */
function problems(body: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const need = (field: string) => (errors[field] = [`O campo ${field} é obrigatório.`]);
  if (!isRecord(body)) return { service: ['O campo service é obrigatório.'] };
  if (!Number.isInteger(body.service)) need('service');
  for (const side of ['from', 'to']) {
    const party = body[side];
    if (!isRecord(party)) {
      need(side);
      continue;
    }
    for (const field of PARTY_FIELDS)
      if (typeof party[field] !== 'string' || !party[field]) need(`${side}.${field}`);
    if (typeof party.postal_code === 'string' && !/^\d{8}$/.test(party.postal_code))
      errors[`${side}.postal_code`] = [`O campo ${side}.postal_code deve ter 8 dígitos.`];
    if (!party.document && !party.company_document) need(`${side}.document`);
  }
  if (!Array.isArray(body.products) || !body.products.length) need('products');
  if (!Array.isArray(body.volumes) || !body.volumes.length) need('volumes');
  if (!isRecord(body.options)) need('options');
  else if (typeof body.options.insurance_value !== 'number') need('options.insurance_value');
  return errors;
}

export async function startMelhorEnvioFake(
  token = MELHOR_ENVIO_FAKE_TOKEN,
  options: FakeOptions = {},
): Promise<MelhorEnvioFake> {
  let outcome: MelhorEnvioOutcome = 'approve';
  const ids: string[] = [];
  const fake = await startJsonFake((req, send) => {
    if (req.headers.authorization !== `Bearer ${token}`) return send(401, { message: 'Unauthenticated.' });
    if (req.method !== 'POST' || req.path !== '/api/v2/me/cart') return send(404, { message: 'Not Found' });
    if (outcome === 'hang') return;
    if (outcome === 'unauthorized') return send(401, { message: 'Unauthenticated.' });
    if (outcome === 'error') return send(500, { message: 'Server Error' });
    const errors =
      outcome === 'invalid' ? { 'to.postal_code': ['O CEP de destino não é atendido.'] } : problems(req.body);
    if (Object.keys(errors).length) return send(422, { message: 'The given data was invalid.', errors });
    const id = randomUUID();
    ids.push(id);
    const body = req.body as Record<string, unknown>;
    send(201, {
      id,
      protocol: `ORD-${String(ids.length).padStart(8, '0')}`,
      service_id: body.service,
      status: 'pending',
      insurance_value: (body.options as Record<string, unknown>).insurance_value,
    });
  }, options);
  return { ...fake, ids, setOutcome: (next) => void (outcome = next) };
}
