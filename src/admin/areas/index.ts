// Every product area of the panel, in one list: the registry (registry.ts) derives App's resources,
// the routes, the menu and the guards from it.
import { catalogueArea } from './catalogue/index';
import { homeArea } from './dashboard/index';
import { marketingArea } from './marketing/index';
import { ordersArea } from './orders/index';
import { peopleArea } from './people/index';
import { reportsArea } from './reports/index';
import { settingsArea } from './settings/index';
import { storefrontArea } from './storefront/index';
import type { AreaModule } from '../generic/area';

export const areas: AreaModule[] = [
  homeArea,
  peopleArea,
  catalogueArea,
  ordersArea,
  marketingArea,
  settingsArea,
  reportsArea,
  storefrontArea,
];
