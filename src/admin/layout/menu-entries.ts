// The side menu of spec section 2: its groups (labels, icons, places) are the layout's; its items
// come from the area modules through the directory (generic/directory.ts), each in its group and
// order. An item whose screen is still to come is marked pending ('Em breve' in the menu, not a link).
import type { SvgIconComponent } from '@mui/icons-material';
import BarChartIcon from '@mui/icons-material/BarChart';
import CampaignIcon from '@mui/icons-material/Campaign';
import ForumIcon from '@mui/icons-material/Forum';
import InventoryIcon from '@mui/icons-material/Inventory2';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import WebIcon from '@mui/icons-material/Web';
import type { MenuCount, MenuGroupKey, MenuItem } from '../generic/area';
import type { Directory } from '../generic/directory-context';

export interface MenuLink {
  label: string;
  to: string;
  icon?: SvgIconComponent;
  /** Other paths (and their sub-paths) that belong to this item, e.g. its forms. */
  also?: string[];
  /** Its screen is still to come: shown as 'Em breve', not as a link. */
  pending?: boolean;
  /** A number shown beside the label (MenuCount). */
  count?: MenuCount;
}
export interface MenuGroup {
  label: string;
  icon: SvgIconComponent;
  items: MenuLink[];
}
export type MenuEntry = MenuLink | MenuGroup;

export const isGroup = (e: MenuEntry): e is MenuGroup => 'items' in e;

/** The groups, with their place among the top-level items (Home 0, Usuarios 10, Lojas 20). */
const GROUPS: Record<MenuGroupKey, { label: string; icon: SvgIconComponent; order: number }> = {
  produtos: { label: 'Produtos', icon: InventoryIcon, order: 30 },
  consumidor: { label: 'Consumidor', icon: PeopleIcon, order: 40 },
  pedidos: { label: 'Pedidos', icon: ShoppingCartIcon, order: 50 },
  marketing: { label: 'Marketing', icon: CampaignIcon, order: 60 },
  configuracoes: { label: 'Configurações', icon: SettingsIcon, order: 70 },
  relatorios: { label: 'Relatórios', icon: BarChartIcon, order: 80 },
  ecommerce: { label: 'E-commerce', icon: ForumIcon, order: 90 },
  layout: { label: 'Layout', icon: WebIcon, order: 100 },
};

/** The menu of the directory's areas: top-level items and groups, in order. */
export function menuOf({ menuItems: items, screens, pendingScreens }: Directory): MenuEntry[] {
  const hasScreen = (path: string) => screens.some((s) => `/${s.resource}` === path);
  const linkOf = (item: MenuItem): MenuLink => {
    const { label, to, icon, also, count } = item;
    return { label, to, icon, also, count, pending: to in pendingScreens && !hasScreen(to) };
  };
  const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;
  const top: Array<{ order: number; entry: MenuEntry }> = items
    .filter((i) => !i.group)
    .map((i) => ({ order: i.order, entry: linkOf(i) }));
  for (const [key, group] of Object.entries(GROUPS)) {
    const inGroup = items.filter((i) => i.group === key).sort(byOrder);
    if (inGroup.length)
      top.push({
        order: group.order,
        entry: { label: group.label, icon: group.icon, items: inGroup.map(linkOf) },
      });
  }
  return top.sort(byOrder).map((t) => t.entry);
}

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
