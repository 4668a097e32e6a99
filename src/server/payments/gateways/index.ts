// The client of a store's payment intermediary (receive_data.intermediary; company.sandbox → sandbox).
// 'pagarme' is the legacy name of the same v5 API (the spec: pagarme and pagarmev5 both use api_version 5).
import { cieloGateway } from './cielo.js';
import { eRedeGateway } from './erede.js';
import { pagarmeV5Gateway } from './pagarme-v5.js';
import { sandboxGateway } from './sandbox.js';
import type { GatewaySettings, PaymentGateway } from './types.js';

export * from './types.js';
export {
  CIELO_API_URL_ENV,
  CIELO_QUERY_API_URL_ENV,
  DEFAULT_CIELO_API_URL,
  DEFAULT_CIELO_QUERY_API_URL,
} from './cielo.js';
export { DEFAULT_EREDE_API_URL, EREDE_API_URL_ENV, verifyERedeCredentials } from './erede.js';
export { DEFAULT_PAGARME_API_URL, PAGARME_API_URL_ENV, verifyPagarmeSecretKey } from './pagarme-v5.js';
export { GATEWAY_BAD_AMOUNT, GATEWAY_CREDENTIALS, GATEWAY_REFUSED, GATEWAY_UNAVAILABLE } from './http.js';

export function gatewayFor(settings: GatewaySettings): PaymentGateway {
  switch (settings.intermediary) {
    case 'pagarme':
    case 'pagarmev5':
      return pagarmeV5Gateway(settings);
    case 'cielo':
      return cieloGateway(settings);
    case 'rede':
      return eRedeGateway(settings);
    case 'sandbox':
      return sandboxGateway();
    default: {
      // A value the database let through but no client speaks: a clear error, never a silent sandbox.
      const unknown: never = settings.intermediary;
      throw new Error(`intermediador desconhecido: ${String(unknown)}`);
    }
  }
}
