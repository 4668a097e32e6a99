// The storefront layout's navbar calls (server: src/server/storefront/navbar.ts and navbar-tree.ts).
// /layout/nav-bar/index is the spec's list (each item answers its `childrens`), /reorder applies a
// whole new order in one transaction, and /order is the storefront's public read of the menu.
import type { NavbarItem } from '../../generated/types.js';
import { defineCall, type Page } from './define.js';

/** An item with its children nested (children of a child: always []; the menu has two levels). */
export type NavbarNode = NavbarItem & { childrens: NavbarNode[] };

export interface NavbarIndexQuery {
  page?: number;
  itens_per_page?: number;
  ordenate_field?: string;
  ordenate_type?: 'asc' | 'desc';
  q?: string;
  active?: boolean;
  type?: 1 | 2;
  relationship?: number;
  /** Admins: the store (the spec's `id`). Ignored for store users (always their own). */
  company_id?: number;
  /** The spec's name of the store for an admin, when company_id is not given. */
  id?: number;
}

export interface NavbarReorderItem {
  id: number;
  /** The item's new position (unique in the store, from 1). */
  ordenate: number;
  /** Moves the item under another top-level item; null makes it top-level. Left out: unchanged. */
  relationship?: number | null;
}

export interface NavbarReorder {
  /** Admins: the store. Ignored for store users. */
  company_id?: number;
  items: NavbarReorderItem[];
}

/** The store's whole menu: top-level items by ordenate, each with its children by ordenate. */
export interface NavbarTree {
  navBar: NavbarNode[];
}

/** An item as a storefront reads it: no store, dates or private fields. */
export interface PublicNavbarItem {
  id: number;
  name: string;
  route: string | null;
  ordenate: number;
  type: number;
  params: NonNullable<NavbarItem['data']['params']>;
  childrens: PublicNavbarItem[];
}

export const navbarIndex = defineCall<NavbarIndexQuery, Page<NavbarNode>>('/layout/nav-bar/index');
export const navbarShow = defineCall<{ id: number }, NavbarNode>('/layout/nav-bar/show');
export const navbarReorder = defineCall<NavbarReorder, NavbarTree>('/layout/nav-bar/reorder');

/** What the panel's modal sends; name and ordenate also travel in data (the server keeps both). */
export interface NavbarItemInput {
  id?: number;
  company_id?: number;
  name: string;
  ordenate: number;
  active?: boolean;
  /** Set: a child (type 2) of that top-level item. */
  relationship?: number | null;
  /** The segment; required for a top-level item. */
  definition_id?: number | null;
  data: NavbarItem['data'];
}

export const navbarSave = defineCall<NavbarItemInput, NavbarNode>('/layout/nav-bar/save');
export const navbarUpdate = defineCall<NavbarItemInput & { id: number }, NavbarItem>(
  '/layout/nav-bar/update',
);
export const navbarDelete = defineCall<{ id: number }, { id: number }>('/layout/nav-bar/delete');
