// The reports area: the order report (filters and a full-screen report over its declared call
// /report/order, reports/orders/) and the Facebook catalogue report (filters with the feed's address
// to copy, and its rows from /report/facebook-catalog full screen, facebook-catalog/), both opening
// in the area's full-screen dialog (ReportDialog.tsx). See generic/area.ts.
import type { Screen } from '../../generic/screen';
import type { AreaModule } from '../../generic/area';
import { lazyPage } from '../../generic/lazy';

const OrderReportPage = lazyPage(() => import('./orders/OrderReportPage'));
const FacebookCatalogPage = lazyPage(() => import('./facebook-catalog/FacebookCatalogPage'));
const cell = <K extends keyof typeof import('./facebook-catalog/catalogCells')>(name: K) =>
  lazyPage(() => import('./facebook-catalog/catalogCells').then((m) => ({ default: m[name] })));

export const FACEBOOK_CATALOG_EMPTY = 'Nenhum produto no catálogo';

/**
 * The catalogue's rows as the feed has them (spec section 3, 'Facebook catalogue row'), shown by the
 * report's own page (filters, then the rows full screen); the report takes no search or sort (the
 * feed's order: by id).
 */
export const facebookCatalogScreen: Screen = {
  resource: 'reports/facebook-catalog',
  entity: 'product',
  title: 'Relatório do Catálogo do Facebook',
  listCall: { name: 'facebookCatalogReport' },
  search: false,
  storeColumn: false,
  list: FacebookCatalogPage,
  columns: [
    { source: 'image_link', label: 'Imagem', sortable: false, render: cell('ImageCell') },
    { source: 'id', label: 'ID', sortable: false },
    { source: 'title', label: 'Título', sortable: false, display: 'text' },
    { source: 'product_type', label: 'Categoria', sortable: false, display: 'text' },
    { source: 'brand', label: 'Marca', sortable: false, display: 'text' },
    { source: 'gender', label: 'Gênero', sortable: false, render: cell('GenderCell') },
    { source: 'price', label: 'Preço', sortable: false, render: cell('PriceCell') },
    { source: 'sale_price', label: 'Preço promocional', sortable: false, render: cell('SalePriceCell') },
    {
      source: 'sale_price_effective_date',
      label: 'Período da promoção',
      sortable: false,
      render: cell('PeriodCell'),
    },
    { source: 'description', label: 'Descrição', sortable: false, render: cell('DescriptionCell') },
    { source: 'link', label: 'Página', sortable: false, render: cell('LinkCell') },
  ],
  dense: true,
  rowClick: false,
  empty: FACEBOOK_CATALOG_EMPTY,
};

export const reportsArea: AreaModule = {
  name: 'reports',
  screens: [facebookCatalogScreen],
  routes: [{ path: '/reports/orders', title: 'Relatório de Pedidos', element: <OrderReportPage /> }],
  menu: [
    { label: 'Pedidos', to: '/reports/orders', group: 'relatorios', order: 10 },
    { label: 'Catálogo do Facebook', to: '/reports/facebook-catalog', group: 'relatorios', order: 20 },
  ],
};
