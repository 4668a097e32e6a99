// Placeholder until the clients land: only the sandbox. Replaced by the gateways branch.
import type { GatewaySettings, PaymentGateway } from './types.js';

export function gatewayFor(settings: GatewaySettings): PaymentGateway {
  const ok = (providerStatus: string) => Promise.resolve({ ok: true as const, providerStatus });
  if (settings.intermediary !== 'sandbox')
    return {
      intermediary: settings.intermediary,
      capture: () =>
        Promise.resolve({ ok: false, reason: 'unavailable', message: 'Intermediador indisponível' }),
      cancel: () =>
        Promise.resolve({ ok: false, reason: 'unavailable', message: 'Intermediador indisponível' }),
    };
  return { intermediary: 'sandbox', capture: () => ok('paid'), cancel: () => ok('canceled') };
}
