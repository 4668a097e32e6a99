// The hand-written calls of the payment settings (Dados de Recebimento; server:
// src/server/settings/receive-data.ts). /receive-data/save and /update are the generic calls with
// the server's own rules (one row per store, api_version from the intermediary, the Pix key kept in
// extra_receive_info); the panel reaches them through the data provider's create and update.
import { defineCall } from './define.js';

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
