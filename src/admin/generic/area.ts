// What a product area adds to the panel, declared once in its module (areas/<area>/index.tsx): its entity
// screens (generic lists and forms, or hand-written ones), its other routes, its menu items and who
// may open them. App, the routes, the menu and the guards are derived from the list of areas
// (areas/index.ts); nothing else registers a screen. Area files hold configuration and lazy imports.
import type { SvgIconComponent } from '@mui/icons-material';
import type { ReactNode } from 'react';
import type { CallName, Calls, RequestOf } from '../../shared/calls';
import type { WidgetName } from '../../shared/panel-hints';
import type { RouteAccess, Screen } from './screen';
import type { Widget } from './widgets';

/** The menu's groups (spec section 2), in layout/menu-entries.ts with their labels and icons. */
export type MenuGroupKey =
  | 'produtos'
  | 'consumidor'
  | 'pedidos'
  | 'marketing'
  | 'configuracoes'
  | 'relatorios'
  | 'ecommerce'
  | 'layout';

export interface MenuItem {
  label: string;
  to: string;
  /** The group it sits in; none: a top-level item. */
  group?: MenuGroupKey;
  /** Position among the top-level items and groups (see GROUPS), or inside its group. */
  order: number;
  icon?: SvgIconComponent;
  /** Other paths (and their sub-paths) that belong to this item, e.g. its forms. */
  also?: string[];
  /** A number beside the label (how many orders await approval), read from a declared call. */
  count?: MenuCount;
}

/** The declared calls a menu may ask with no parameter ('orderCounts'). */
export type CountCallName = {
  [K in CallName]: object extends RequestOf<Calls[K]> ? K : never;
}[CallName];

/**
 * A menu item's count: the call's answer field holding it, and what is counted, for the item's
 * accessible name ('A Aprovar, 12 pedidos'). Items naming the same call share one request.
 */
export interface MenuCount {
  call: CountCallName;
  field: string;
  noun: { one: string; many: string };
}

export interface AreaRoute {
  path: string;
  /** The screen. Absent while the issue that builds it is still to come: the route shows an
   * 'Em construção' page and the menu marks its item 'Em breve'. */
  element?: ReactNode;
  /** The spec's title of a screen still to come. */
  title?: string;
  /**
   * Who may open it (access.ts): by default, whoever may open the screen whose path it serves
   * (/form-company → the company screen). A route of no screen may name the resource it manages
   * (it then needs write access to it) and, where the spec guards it otherwise, its access.
   */
  resource?: string;
  access?: RouteAccess;
  /** Shown without the panel's menu and top bar (a print view). */
  noLayout?: boolean;
}

export interface AreaModule {
  name: string;
  /** Inputs of the area's own that a schema's x-widget may name ('product-search'). */
  widgets?: Partial<Record<WidgetName, Widget>>;
  screens?: Screen[];
  routes?: AreaRoute[];
  menu?: MenuItem[];
}
