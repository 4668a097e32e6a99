// Every hand-written call of the API, declared once (define.ts). The panel's data provider gets one
// named method per entry of `calls` (dataProvider.cepLookup({cep})); the server route answering a
// call types its Body and Reply from the same entry. Adding a call is one declaration in its
// area's file (only calls may be exported there as values).
import * as abandonedCarts from './abandoned-carts.js';
import * as audit from './audit.js';
import * as banners from './banners.js';
import * as catalogue from './catalogue.js';
import * as comments from './comments.js';
import * as dashboard from './dashboard.js';
import * as delivery from './delivery.js';
import * as integrations from './integrations.js';
import * as layout from './layout.js';
import * as marketing from './marketing.js';
import * as marketingInsights from './marketing-insights.js';
import * as orders from './orders.js';
import * as people from './people.js';
import * as productImport from './product-import.js';
import * as receiveData from './receive-data.js';
import * as reports from './reports.js';
import * as search from './search.js';
import * as storefrontMedia from './storefront-media.js';
import * as storefrontPreview from './storefront-preview.js';
import * as views from './views.js';
import type { Call } from './define.js';

export const calls = {
  ...abandonedCarts,
  ...audit,
  ...banners,
  ...catalogue,
  ...comments,
  ...dashboard,
  ...delivery,
  ...integrations,
  ...layout,
  ...marketing,
  ...marketingInsights,
  ...orders,
  ...people,
  ...productImport,
  ...receiveData,
  ...reports,
  ...search,
  ...storefrontMedia,
  ...storefrontPreview,
  ...views,
};
export type Calls = typeof calls;
export type CallName = keyof Calls;

// Fails to compile when an area file exports a value that is not a call.
const _onlyCalls: Record<CallName, Call> = calls;

export * as authCalls from './auth.js';
export type * from './abandoned-carts.js';
export type * from './banners.js';
export type * from './audit.js';
export type * from './comments.js';
export type * from './catalogue.js';
export type * from './dashboard.js';
export type * from './delivery.js';
export type * from './integrations.js';
export type * from './layout.js';
export type * from './marketing.js';
export type * from './marketing-insights.js';
export type * from './orders.js';
export type * from './people.js';
export type * from './product-import.js';
export type * from './receive-data.js';
export type * from './reports.js';
export type * from './search.js';
export type * from './storefront-media.js';
export type * from './storefront-preview.js';
export type * from './views.js';
export type { SessionUser } from './auth.js';
export * from './define.js';
