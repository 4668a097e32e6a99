// The app's own list of its routes, as registered (not a hand-kept list): tests walk it (tenancy,
// fuzz) and start-up checks read it.
import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
  /** Callable without a token. */
  public: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

export function recordRoutes(app: FastifyInstance): void {
  app.decorate('routeTable', [] as RouteEntry[]);
  app.addHook('onRoute', (route) => {
    const config = route.config as { public?: boolean } | undefined;
    for (const method of [route.method].flat())
      if (method !== 'HEAD') app.routeTable.push({ method, url: route.url, public: !!config?.public });
  });
}
