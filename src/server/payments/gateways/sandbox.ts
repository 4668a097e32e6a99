// The built-in intermediary of demo stores (company.sandbox): no network, every capture is paid and
// every cancel goes through, so the order screens can be tried end to end.
import type { PaymentGateway } from './types.js';

export function sandboxGateway(): PaymentGateway {
  return {
    intermediary: 'sandbox',
    capture: async () => ({
      ok: true,
      providerStatus: 'Pago',
      message: 'Pagamento capturado (ambiente de demonstração).',
    }),
    cancel: async () => ({
      ok: true,
      providerStatus: 'Cancelado',
      message: 'Pagamento cancelado (ambiente de demonstração).',
    }),
  };
}
