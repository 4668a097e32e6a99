// Security headers on every answer: the panel, the API, the API docs and the uploaded files. One
// onSend hook, installed before any route or plugin so that it sees them all (404s and errors too).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const policy = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([name, value]) => (value ? `${name} ${value}` : name))
    .join('; ');

/**
 * The panel (React + MUI, built by Vite): scripts only from its own files, never inline; inline
 * styles because emotion injects <style> tags at run time; images from here, data: (the inline
 * favicon) and any https: address (a grid colour's background image, bg_color_img, may live on a
 * store's own site); blob: for the worker heic2any starts to convert HEIC photos. That worker
 * inherits this policy, and its libheif (asm.js + embind) builds functions with new Function:
 * hence 'unsafe-eval', which can go once HEIC photos are decoded by a library that needs no eval
 * (heic-to/csp, WebAssembly, needs only 'wasm-unsafe-eval').
 */
export const PANEL_CSP = policy({
  'default-src': "'self'",
  'script-src': "'self' 'unsafe-eval'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: https:",
  'connect-src': "'self'",
  'worker-src': "'self' blob:",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
});

/** Swagger UI at /api/docs: its own files, an inline <style> element, SVG icons as data: URLs. */
export const DOCS_CSP = policy({
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data:",
  'connect-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
});

/** JSON answers are never rendered as a page. */
export const API_CSP = policy({ 'default-src': "'none'", 'frame-ancestors': "'none'" });

/**
 * Files users uploaded: even one that slipped through as HTML or SVG is opened in a sandbox
 * without scripts, with nothing loaded and on no one's origin. Inline styles only because the
 * browser's own viewer styles a photo opened by itself.
 */
export const UPLOADS_CSP = policy({
  'default-src': "'none'",
  'style-src': "'unsafe-inline'",
  sandbox: '',
  'frame-ancestors': "'none'",
});

export const COMMON_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // For browsers that do not know CSP frame-ancestors.
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** Only over TLS (X-Forwarded-Proto counts only behind TRUST_PROXY): HSTS on plain HTTP is ignored. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** API answers carry personal data: never kept by the browser or a proxy. */
export const API_CACHE_CONTROL = 'no-store';

type Area = 'api' | 'docs' | 'uploads' | 'panel';

function areaOf(url: string): Area {
  const path = url.split('?')[0];
  if (path.startsWith('/uploads/')) return 'uploads';
  if (path === '/api/docs' || path.startsWith('/api/docs/')) return 'docs';
  if (path.startsWith('/api/')) return 'api';
  return 'panel';
}

const CSP: Record<Area, string> = { api: API_CSP, docs: DOCS_CSP, uploads: UPLOADS_CSP, panel: PANEL_CSP };

export function securityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  const area = areaOf(request.url);
  reply.headers(COMMON_HEADERS);
  reply.header('Content-Security-Policy', CSP[area]);
  // Uploaded photos are shown by the stores' own sites (other origins); the rest stays ours.
  // The storefront's public reads (http/public-read.ts) are read by the stores' own sites and,
  // like the catalogue feed, set their own Cache-Control (ETag revalidation): nothing personal.
  const shared = area === 'uploads' || reply.hasHeader('Access-Control-Allow-Origin');
  const isPublic = (request.routeOptions.config as { public?: boolean } | undefined)?.public === true;
  reply.header('Cross-Origin-Resource-Policy', shared ? 'cross-origin' : 'same-origin');
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  if (area === 'api' && !((shared || isPublic) && reply.hasHeader('Cache-Control')))
    reply.header('Cache-Control', API_CACHE_CONTROL);
}

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    securityHeaders(request, reply);
    return payload;
  });
}
