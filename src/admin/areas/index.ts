// Every product area of the panel, in one list: the registry (registry.ts) derives App's resources,
// the routes, the menu and the guards from it.
import { catalogueArea } from './catalogue';
import { homeArea } from './home';
import { marketingArea } from './marketing';
import { ordersArea } from './orders';
import { peopleArea } from './people';
import { reportsArea } from './reports';
import { settingsArea } from './settings';
import { storefrontArea } from './storefront';
import type { AreaModule } from './types';

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
