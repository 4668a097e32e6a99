// Every product area of the panel, in one list, each in its own folder (areas/<area>/index.tsx with
// its pieces beside it). App alone imports this list: it builds the directory (generic/directory.ts)
// that derives the resources, routes, menu and guards from it.
import type { AreaModule } from '../generic/area';
import { catalogueArea } from './catalogue';
import { dashboardArea } from './dashboard';
import { marketingArea } from './marketing';
import { ordersArea } from './orders';
import { peopleArea } from './people';
import { reportsArea } from './reports';
import { settingsArea } from './settings';
import { storefrontArea } from './storefront';

export const areas: AreaModule[] = [
  dashboardArea,
  peopleArea,
  catalogueArea,
  ordersArea,
  marketingArea,
  settingsArea,
  reportsArea,
  storefrontArea,
];
