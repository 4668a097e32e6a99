// How large a request body may be. Every JSON call gets the small default (set on the Fastify
// instance); a route that carries a file raises its own limit where it is registered
// (`{ bodyLimit: UPLOAD_BODY_LIMIT }`). Past the limit the answer is 413 'O corpo da requisição é
// grande demais.' (error-handler.ts), before the body is read whole.

/**
 * 1 MiB: far above the largest JSON call (200 grid rows in /grid/save-many, a product with its
 * 20,000-character texts, whole attribute lists), far below what would let a client tie the
 * server up with big bodies.
 */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** 15 MiB: a photo of up to 10 MB sent as a base64 data URL (~13.4 MiB) plus its fields. */
export const UPLOAD_BODY_LIMIT = 15 * 1024 * 1024;

/**
 * Banner set save/update (storefront/banners.ts): new banners, videos too, travel in the one body
 * as base64. The value lives in src/shared/banners.ts so the panel keeps its requests under it.
 */
export { BANNER_BODY_LIMIT } from '../../shared/banners.js';
