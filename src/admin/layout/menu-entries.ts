// The side menu of spec section 2: its groups and items. Who sees an item is not declared here: it
// follows the guard of the route it opens (access.ts, from the entities' x-access), so the menu
// and the routes never disagree.
import type { SvgIconComponent } from '@mui/icons-material';
import BarChartIcon from '@mui/icons-material/BarChart';
import CampaignIcon from '@mui/icons-material/Campaign';
import DashboardIcon from '@mui/icons-material/Dashboard';
import InventoryIcon from '@mui/icons-material/Inventory2';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StoreIcon from '@mui/icons-material/Store';
import WebIcon from '@mui/icons-material/Web';
import ForumIcon from '@mui/icons-material/Forum';

export interface MenuLink {
  label: string;
  to: string;
  icon?: SvgIconComponent;
  /** Other paths (and their sub-paths) that belong to this item, e.g. its forms. */
  also?: string[];
}
export interface MenuGroup {
  label: string;
  icon: SvgIconComponent;
  items: MenuLink[];
}
export type MenuEntry = MenuLink | MenuGroup;

export const isGroup = (e: MenuEntry): e is MenuGroup => 'items' in e;

export const menu: MenuEntry[] = [
  { label: 'Home', to: '/', icon: DashboardIcon },
  { label: 'Usuarios', to: '/users-store', icon: PersonIcon, also: ['/form-user'] },
  { label: 'Lojas', to: '/company', icon: StoreIcon, also: ['/form-company'] },
  {
    label: 'Produtos',
    icon: InventoryIcon,
    items: [
      { label: 'Segmentos', to: '/definition', also: ['/form-definition'] },
      { label: 'Categorias', to: '/category', also: ['/form-category'] },
      { label: 'Subcategorias', to: '/sub-category', also: ['/form-subcategory'] },
      { label: 'Marcas', to: '/brand', also: ['/form-brand'] },
      { label: 'Grupos de Atributo', to: '/atribute-group', also: ['/form-atribute-group'] },
      { label: 'Atributos', to: '/atribute', also: ['/form-atribute'] },
      { label: 'Grupos de Produto', to: '/product-group', also: ['/form-product-group'] },
      { label: 'Produtos', to: '/product', also: ['/form-product', '/Images'] },
      { label: 'Grupos de Variação', to: '/variation-group', also: ['/form-variation-group'] },
      { label: 'Busca Exata', to: '/exact-search' },
    ],
  },
  {
    label: 'Consumidor',
    icon: PeopleIcon,
    items: [
      { label: 'Consumidores', to: '/users-consumer' },
      { label: 'Lista de Contatos', to: '/contact-list', also: ['/form-client'] },
    ],
  },
  {
    label: 'Pedidos',
    icon: ShoppingCartIcon,
    items: [
      { label: 'A Aprovar', to: '/pendingBuys' },
      { label: 'Em Separação', to: '/sortingOutBuys' },
      { label: 'Enviados', to: '/inTransitBuys' },
      { label: 'Entregues', to: '/finished' },
      { label: 'Não Finalizados', to: '/not-finished-buys' },
      { label: 'Cancelados', to: '/get-buys-canceled' },
    ],
  },
  {
    label: 'Marketing',
    icon: CampaignIcon,
    items: [
      { label: 'Cupons', to: '/coupon', also: ['/form-coupon'] },
      {
        label: 'Marketing',
        to: '/marketing',
        also: [
          '/abandoned-carts',
          '/email-campaign',
          '/campaign-scheduler',
          '/birthdays',
          '/campaign-analytics',
          '/segments',
          '/integrations/marketing',
        ],
      },
      // The spec points abandoned carts at the coupon list.
      { label: 'Carrinhos Abandonados', to: '/coupon' },
    ],
  },
  {
    label: 'Configurações',
    icon: SettingsIcon,
    items: [
      { label: 'Dados de Recebimento', to: '/receive-data', also: ['/form-receive-data'] },
      { label: 'Configurações de Entrega', to: '/delivery-settings', also: ['/form-delivery-settings'] },
      {
        label: 'Integração de Estoque',
        to: '/integrations/stock',
        also: ['/form-integrations', '/integrations/settings'],
      },
    ],
  },
  {
    label: 'Relatórios',
    icon: BarChartIcon,
    items: [
      { label: 'Pedidos', to: '/reports/orders' },
      { label: 'Catálogo do Facebook', to: '/reports/facebook-catalog' },
    ],
  },
  { label: 'E-commerce', icon: ForumIcon, items: [{ label: 'Comentários', to: '/comments' }] },
  {
    label: 'Layout',
    icon: WebIcon,
    items: [
      { label: 'Relevância', to: '/layout-relevance', also: ['/layout/relevance'] },
      { label: 'Navbar', to: '/layout/personalization/navbar' },
      { label: 'Banners', to: '/layout/personalization/banner' },
      { label: 'Logo e Favicon', to: '/layout/personalization/logo' },
    ],
  },
];

/** The menu a user sees: the items `shows` allows (access.ts menuShows), and no group left empty. */
export function visibleMenu(entries: MenuEntry[], shows: (link: MenuLink) => boolean): MenuEntry[] {
  return entries.flatMap((entry): MenuEntry[] => {
    if (!isGroup(entry)) return shows(entry) ? [entry] : [];
    const items = entry.items.filter(shows);
    return items.length ? [{ ...entry, items }] : [];
  });
}

function owns(path: string, pathname: string): boolean {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The one item to highlight for a path: the first, in menu order, that owns it. */
export function activeLink(entries: MenuEntry[], pathname: string): MenuLink | undefined {
  const links = entries.flatMap((e) => (isGroup(e) ? e.items : [e]));
  return links.find((l) => owns(l.to, pathname)) ?? links.find((l) => l.also?.some((p) => owns(p, pathname)));
}
