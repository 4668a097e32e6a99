// The hand-written calls of the payment settings (Dados de Recebimento; server:
// src/server/settings/receive-data.ts). /receive-data/save and /update are the generic calls with
// the server's own rules (one row per store, api_version from the intermediary, the Pix key kept in
// extra_receive_info); the panel reaches them through the data provider's create and update.
import { defineCall } from './define.js';
import type { SecretHint } from './integrations.js';

/** The Pagar.me v5 connection: where the panel sends the user to authorise the platform's app. */
export interface PagarmeV5ConnectInfo {
  /** The provider's authorisation page; the panel adds its own return address (redirect_uri). */
  url: string;
}

/**
 * The code the provider sent back (?authorization_code=…, valid 3 minutes) and the installation
 * (?installId=…), exchanged for the store's access token. An admin names the store.
 */
export interface PagarmeV5SaveRequest {
  code: string;
  install_id?: string | null;
  company_id?: number;
}

export interface PagarmeV5SaveResult {
  /** The store's payment settings, now on Pagar.me v5: the panel returns to /form-receive-data/{id}. */
  receive_data_id: number;
  intermediary: 'pagarmev5';
  api_version: 5;
}

export const pagarmeV5Connect = defineCall<{ company_id?: number }, PagarmeV5ConnectInfo>(
  '/integration-key-value/pagarmev5-connect',
);
export const pagarmeV5Save = defineCall<PagarmeV5SaveRequest, PagarmeV5SaveResult>(
  '/integration-key-value/pagarmev5-save',
);

/**
 * The payment provider state of a store (spec: pvId, tokenId, active, pagarmeV5Status), derived from
 * the integration keys that hold its credentials: e.Rede's PV and token (rede_pv, rede_token),
 * Pagar.me's API key (pagarme_api_key) and the Pagar.me v5 connection (pagarmev5_access_token).
 * Ids are the keys' own (the generic /integration-key-value/delete removes one); values only as hints.
 */
export interface PaymentProviderState {
  company_id: number;
  /** e.Rede: the PV's key; null for Pagar.me or while none is stored. */
  pvId: number | null;
  pv: SecretHint | null;
  /** The e.Rede token or the Pagar.me API key. */
  tokenId: number | null;
  token: SecretHint | null;
  /** Every credential of the provider is stored: the store can charge through it. */
  active: boolean;
  /** Pagar.me: whether the store is connected through the Hub (v5 access token); null for e.Rede. */
  pagarmeV5Status: 'connected' | 'disconnected' | null;
  /** Pagar.me: the v5 access token's key and hint, when connected. */
  v5TokenId: number | null;
  v5Token: SecretHint | null;
}

/** Admins name the store; a store user's is its own. */
export interface StoreQuery {
  company_id?: number;
}

/** e.Rede's PV (filiação, digits) and token: both to register; on update a blank one is kept. */
export interface RedeCredentials extends StoreQuery {
  pv?: string;
  token?: string;
}

/** Pagar.me's secret API key (`value`, or `token`); `id` the stored key's, on update. */
export interface PagarmeCredentials extends StoreQuery {
  value?: string;
  token?: string;
  id?: number;
}

export const redeCheck = defineCall<StoreQuery, PaymentProviderState>('/integration-key-value/rede-check');
export const redeSave = defineCall<RedeCredentials, PaymentProviderState>('/integration-key-value/rede-save');
export const redeUpdate = defineCall<RedeCredentials, PaymentProviderState>(
  '/integration-key-value/rede-update',
);
export const pagarmeCheck = defineCall<StoreQuery, PaymentProviderState>(
  '/integration-key-value/pagarme-check',
);
export const pagarmeSave = defineCall<PagarmeCredentials, PaymentProviderState>(
  '/integration-key-value/pagarme-save',
);
export const pagarmeUpdate = defineCall<PagarmeCredentials, PaymentProviderState>(
  '/integration-key-value/pagarme-update',
);
