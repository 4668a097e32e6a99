// The delivery settings' own calls (server: src/server/settings/delivery.ts). A store has one row of
// delivery settings: /delivery-settings/show finds it by store (a store user's own; an admin names
// company_id), /delivery-settings/change-open-delivery switches its open delivery.
import type { DeliverySettings } from '../../generated/types.js';
import { defineCall } from './define.js';
import type { SecretHint } from './integrations.js';

/** A store's settings as answered: the postal password only as {set, last4}. */
export type DeliverySettingsRow = Omit<DeliverySettings, 'sds_senha_correios'> & {
  sds_senha_correios?: SecretHint | null;
};

export interface DeliverySettingsQuery {
  /** Admins: the store. Ignored for store users (their own). */
  company_id?: number;
  /** Instead of the store: the row's id. */
  id?: number;
}

export const deliverySettingsShow = defineCall<DeliverySettingsQuery, DeliverySettingsRow>(
  '/delivery-settings/show',
);

export const changeOpenDelivery = defineCall<
  { open_delivery: boolean; company_id?: number },
  DeliverySettingsRow
>('/delivery-settings/change-open-delivery');
