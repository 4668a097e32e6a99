// The storefront's public reads (server: src/server/storefront/public-routes.ts), as the panel's
// 'Prévia da loja' (/layout/preview) makes them: the same calls a store's site makes, no token
// needed, so the preview shows exactly what a shopper gets. An unknown or inactive store answers
// 404. Shapes fixed by issue #24 item 6.
import { defineCall, defineGet } from './define.js';
import type { PublicLogoSet } from './storefront-media.js';

/** A navbar item; a top-level one (type 1) carries its children (type 2, with no children). */
export interface PreviewNavItem {
  id: number;
  name: string;
  route: string;
  ordenate: number;
  type: number;
  params: Record<string, unknown> | null;
  childrens: PreviewNavItem[];
}

export interface PreviewNavBar {
  /** Sorted by ordenate, children too. */
  navBar: PreviewNavItem[];
}

/** One banner: a picture or a video, and where it leads on the storefront. */
export interface PreviewSlide {
  src: string;
  link: string | null;
  kind: 'image' | 'video';
}

export interface PreviewBanners {
  items: PreviewSlide[];
  /** The phone's banners; empty: the phone shows the desktop ones. */
  itemsMobile: PreviewSlide[];
  /** Milliseconds each banner stays. */
  interval: number;
  /** 'height/width' of the carousel ('3/8'). */
  frameRate: string;
}

/** The store's name, logo and favicons: the public read's answer (storefront-media.ts). */
export type PreviewLogo = PublicLogoSet;

/** A landing image of the store's home page (/Images in the panel). */
export interface PreviewHomeImage {
  id: number;
  name: string | null;
  link: string;
}

export interface StoreOfPreview {
  companyId: number;
}

export const previewNavBar = defineCall<{ company_id: number }, PreviewNavBar>('/layout/nav-bar/order');
export const previewBanners = defineGet<StoreOfPreview, PreviewBanners>(
  '/layout/ecommerce-image/public/:companyId',
);
export const previewLogo = defineGet<StoreOfPreview, PreviewLogo>(
  '/layout/ecommerce-image/logotipo/public/:companyId',
);
export const previewHomeImages = defineGet<StoreOfPreview, PreviewHomeImage[]>(
  '/image-home/images/:companyId',
);
