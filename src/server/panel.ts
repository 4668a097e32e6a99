// Serves the built panel (dist/panel) at /, with the SPA fallback: any GET outside /api and
// /uploads answers the panel's page so routes like /form-brand/12 load the app (panelPageFor).
// `npm start` builds the panel first when it is missing or older than its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { projectRoot as root } from './project-root.js';

// PANEL_DIR lets a test server build and serve its own copy (parallel e2e suites).
export const panelDir = resolve(root, process.env.PANEL_DIR ?? 'dist/panel');

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((f) => newestMtime(join(path, f))));
}

export function panelIsStale(): boolean {
  const index = join(panelDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  const sources = [
    join(root, 'src/admin'),
    join(root, 'src/shared'),
    join(root, 'src/generated/registry.ts'),
    join(root, 'index.html'),
    join(root, 'vite.config.ts'),
  ];
  return sources.some((s) => existsSync(s) && newestMtime(s) > built);
}

export async function buildPanel(): Promise<void> {
  const { build } = await import('vite');
  await build({
    root,
    logLevel: 'warn',
    configFile: join(root, 'vite.config.ts'),
    build: { outDir: panelDir, emptyOutDir: true },
  });
}

let hasPanelPage = false;

/**
 * The page a panel address answers: /login's is index.html, which loads the login form's code only;
 * every other one's is panel.html (vite.config.ts's panelPage), which also names the panel's code
 * for the browser to fetch as it reads the page. A build without it answers index.html everywhere.
 */
export function panelPageFor(path: string): string {
  return hasPanelPage && path !== '/login' ? 'panel.html' : 'index.html';
}

export async function registerPanel(app: FastifyInstance): Promise<boolean> {
  if (!existsSync(join(panelDir, 'index.html'))) return false;
  hasPanelPage = existsSync(join(panelDir, 'panel.html'));
  await app.register(fastifyStatic, {
    root: panelDir,
    prefix: '/',
    // / is a panel address like the others (the rest reach the not-found handler).
    index: panelPageFor('/'),
    decorateReply: true,
    // The build writes .br and .gz beside each text file (vite.config.ts): sent as the browser
    // accepts, never compressed per request.
    preCompressed: true,
    // Hashed asset names never change content: cache them for a year; index.html is revalidated.
    // cacheControl: false, or send's own 'public, max-age=0' would replace these.
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader(
        'Cache-Control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // The same address answers brotli, gzip or plain by Accept-Encoding: a shared cache must know.
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  return true;
}
