// The storefront's pictures (server: src/server/storefront/logo.ts and landing-images.ts): the
// store's logo and favicon ('Logo e Favicon', one row per store) and the landing images of its home
// page (/Images). Uploads travel as data URLs (or bare base64) and are stored by the server's media
// presets; stored pictures are addresses ('/uploads/…').
import type { LandingImage, LogoSet } from '../../generated/types.js';
import { defineCall, type Page } from './define.js';

/** The favicon's square PNG renditions by their size in px, as browsers and phones ask for them. */
export interface FaviconFiles {
  '16': string;
  '32': string;
  '180': string;
  '192': string;
  '512': string;
}

/** A store's logo set as the panel reads it: the stored addresses and the favicon's renditions. */
export type LogoSetRow = LogoSet & {
  /** null when the favicon has no renditions (none stored, or stored before they existed). */
  favicons: FaviconFiles | null;
};

export interface LogoSetQuery {
  /** Admins: one store. Ignored for store users (always their own). */
  company_id?: number;
  page?: number;
  itens_per_page?: number;
}

/**
 * What save and update take for each picture: a new upload (data URL or bare base64), null to
 * remove the stored one, the stored address (or nothing) to keep it.
 */
export interface LogoSetInput {
  /** Admins: the store (required on save). Store users: always their own. */
  company_id?: number;
  logo?: string | null;
  favIcon?: string | null;
  /** The same as favIcon, by its column's name. */
  fav_icon?: string | null;
}

export type LogoSetUpdate = LogoSetInput & { id: number };

/** Which picture a delete removes. */
export type LogoType = 'logo' | 'favIcon';

export interface LogoSetDelete {
  type: LogoType;
  /** The row; without it, the store's one row (company_id for admins). */
  id?: number;
  company_id?: number;
}

/** The public read of a store's logo and favicon (GET …/logotipo/public/{companyId}). */
export interface PublicLogoSet {
  /** The store's name (fantasy name). */
  name: string;
  logo: string | null;
  favIcon: string | null;
  favicons: FaviconFiles | null;
}

export const logoSetOfStore = defineCall<LogoSetQuery, Page<LogoSetRow>>(
  '/layout/ecommerce-image/logotipo/index',
);
export const logoSetSave = defineCall<LogoSetInput, LogoSetRow>('/layout/ecommerce-image/logotipo/save');
export const logoSetUpdate = defineCall<LogoSetUpdate, LogoSetRow>('/layout/ecommerce-image/logotipo/update');
export const logoSetDelete = defineCall<LogoSetDelete, LogoSetRow>('/layout/ecommerce-image/logotipo/delete');

export interface LandingImageQuery {
  /** Admins: one store. Ignored for store users (always their own). */
  company_id?: number;
  page?: number;
  itens_per_page?: number;
  ordenate_field?: 'id' | 'name' | 'created_at' | 'updated_at';
  ordenate_type?: 'asc' | 'desc';
}

/** A landing image added by its address ('URL inválida. Insira um URL válido.' otherwise). */
export interface LandingImageAdd {
  name?: string | null;
  link: string;
  company_id?: number;
}

/** A landing image sent as a file: stored (at most 1800 px, JPEG) and its address kept as link. */
export interface LandingImageUpload {
  name?: string | null;
  /** Data URL or bare base64 of a JPEG, PNG or WebP. */
  base64: string;
  company_id?: number;
}

/** fetch (the generic index), add (the generic save), upload and delete of the /Images page. */
export const landingImagesOfStore = defineCall<LandingImageQuery, Page<LandingImage>>('/images/index');
export const landingImageAdd = defineCall<LandingImageAdd, LandingImage>('/images/save');
export const landingImageUpload = defineCall<LandingImageUpload, LandingImage>('/images/upload');
export const landingImageDelete = defineCall<{ id: number }, { id: number }>('/images/delete');
