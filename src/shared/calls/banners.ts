// The storefront area's banners (server: src/server/storefront/banners.ts; rules in
// src/shared/banners.ts). One banner set per store: a desktop list and a mobile list of at most 7
// banners each (an image or a video, with an optional link), the rotation interval in ms and the
// frame ratio 'height/width'. A store user always acts for its own store; an admin names company_id.
import { defineCall } from './define.js';

export type BannerKind = 'image' | 'video';

/** A stored banner. img_id identifies it inside the set (the id a delete takes). */
export interface BannerItem {
  img_id: number;
  /** Address of the file ('/uploads/…'). */
  src: string;
  link?: string | null;
  kind: BannerKind;
}

/** A store's banner set; id null while the store has none (the defaults are answered). */
export interface BannerSetView {
  id: number | null;
  company_id: number;
  items: BannerItem[];
  items_mobile: BannerItem[];
  /** Milliseconds each banner is shown, 1000–60000. */
  interval: number;
  /** 'height/width', each 1–60. */
  frame_rate: string;
}

/**
 * A banner of a save/update, in the order it is shown: a new upload carries base64 (a data URL or
 * bare base64 of a JPEG/PNG/WebP image or an MP4/WebM video); a kept one names its img_id (or src).
 */
export interface BannerItemInput {
  img_id?: number;
  src?: string;
  base64?: string;
  link?: string | null;
}

export interface BannerSetInput {
  /** Admins: the store. Ignored for store users. */
  company_id?: number;
  /** Absent on update: the list is kept as it is. */
  items?: BannerItemInput[];
  items_mobile?: BannerItemInput[];
  /** Accepted for items_mobile. */
  itemsMobile?: BannerItemInput[];
  interval?: number;
  frame_rate?: string;
  /** Accepted for frame_rate. */
  frameRate?: string;
}

export interface BannerSetUpdate extends BannerSetInput {
  id: number;
}

export interface BannerSetQuery {
  /** Admins: the store (required). Ignored for store users. */
  company_id?: number;
}

export interface BannerDelete {
  company_id?: number;
  /** The banner's img_id. */
  id: number;
  /** true: from the mobile list; otherwise from the desktop list. */
  mobile?: boolean;
}

/** What the storefront reads (GET /api/layout/ecommerce-image/public/{companyId}). */
export interface PublicBanner {
  src: string;
  link: string | null;
  kind: BannerKind;
}
export interface PublicBannerSet {
  items: PublicBanner[];
  itemsMobile: PublicBanner[];
  interval: number;
  frameRate: string;
}

export const bannerSet = defineCall<BannerSetQuery, BannerSetView>('/layout/ecommerce-image/index');
export const bannerSetSave = defineCall<BannerSetInput, BannerSetView>('/layout/ecommerce-image/save');
export const bannerSetUpdate = defineCall<BannerSetUpdate, BannerSetView>('/layout/ecommerce-image/update');
export const bannerDelete = defineCall<BannerDelete, BannerSetView>('/layout/ecommerce-image/delete');
