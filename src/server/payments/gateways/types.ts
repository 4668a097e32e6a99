// One interface for every payment intermediary a store may use (receive_data.intermediary), so the
// capture and reject calls do not know which one answers. Real clients speak each provider's
// documented API (STACK-NOTES.md); the sandbox answers as asked, for demo stores (company.sandbox).

export type Intermediary = 'pagarmev5' | 'pagarme' | 'cielo' | 'rede' | 'sandbox';

/** The provider's id of a payment and what was charged, as stored on our payment row. */
export interface GatewayPayment {
  /** Our payment id (used in idempotency keys and references). */
  id: number;
  /** The provider's transaction id: Pagar.me charge id, Cielo PaymentId, e.Rede tid. */
  tid: string;
  /** Decimal string, e.g. "129.90" (never a float). */
  value: string;
}

/** The store's credentials, already opened from the secret box. Never logged. */
export interface GatewayCredentials {
  /** Cielo MerchantId; e.Rede PV (filiação). */
  merchantId?: string | null;
  /** Cielo MerchantKey; e.Rede token. */
  merchantKey?: string | null;
  /** Pagar.me secret key (sk_…). */
  secretKey?: string | null;
}

export interface GatewayCallOptions {
  /** The same key for a retried call: the provider must not act twice. */
  idempotencyKey: string;
}

export type GatewayOutcome =
  /**
   * The provider did it: the payment is now paid (capture) or cancelled (reject). `already`: it had
   * been done before (the provider said "already captured / already cancelled"), which counts too.
   */
  | { ok: true; providerStatus: string; providerCode?: string; message?: string; already?: boolean }
  /**
   * The provider answered but refused (declined, already cancelled, wrong state), or could not be
   * reached (timeout, network, 5xx), or the store's credentials are missing or rejected.
   */
  | {
      ok: false;
      reason: 'refused' | 'unavailable' | 'credentials';
      providerStatus?: string;
      providerCode?: string;
      message: string;
    };

/**
 * Whether a provider accepts a store's credentials, asked before they are stored (Dados de
 * Recebimento): accepted, refused (401/403), or not known now (the provider could not be reached).
 */
export type CredentialCheck =
  { ok: true } | { ok: false; reason: 'credentials' | 'unavailable'; message: string };

/**
 * Where a charge stands on the provider, read-only: what decides whether a capture whose answer was
 * lost (timeout, network error, 5xx) happened, before anything is tried again. `unknown`: the
 * provider could not say now (unreachable, or an answer we cannot read).
 */
export type ChargeState = 'captured' | 'voided' | 'authorized' | 'other' | 'unknown';

export interface ChargeStatus {
  state: ChargeState;
  /** The provider's own word for it, for logs. */
  providerStatus?: string;
}

export interface PaymentGateway {
  readonly intermediary: Intermediary;
  /** Captures an authorised payment in full. */
  capture(payment: GatewayPayment, options: GatewayCallOptions): Promise<GatewayOutcome>;
  /** Cancels (voids) an authorised payment: the order's payment is refused. */
  cancel(payment: GatewayPayment, options: GatewayCallOptions): Promise<GatewayOutcome>;
  /** Asks where the charge stands (providers with a query API; the sandbox has none). */
  status?(payment: GatewayPayment): Promise<ChargeStatus>;
}

export interface GatewaySettings {
  intermediary: Intermediary;
  credentials: GatewayCredentials;
  /** Base URL of the provider's API (tests point it at a local fake). */
  baseUrl?: string;
  /** Base URL of a separate query API (Cielo's apiquery host); tests point it at the fake. */
  queryBaseUrl?: string;
  timeoutMs?: number;
}
