// An area replaces a generic call only by declaring it: the start-up stops otherwise.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { genericOverrides } from '../src/server/areas.js';
import { registerCrudRoutes } from '../src/server/crud/routes.js';

const appWith = (path?: string) => {
  const app = Fastify();
  if (path) app.post(`/api${path}`, async () => ({}));
  return app;
};

describe('replacing a generic call', () => {
  it('takes a declared replacement and skips the generic route', () => {
    const app = appWith('/brand/save');
    expect(() => registerCrudRoutes(app, ['/brand/save'])).not.toThrow();
    expect(app.hasRoute({ method: 'POST', url: '/api/brand/index' })).toBe(true);
  });

  it('stops on a replacement nobody declared', () => {
    expect(() => registerCrudRoutes(appWith('/brand/save'), [])).toThrow(
      '/brand/save: an area replaces this generic call without declaring it in its overrides',
    );
  });

  it('stops on a declaration nothing replaces, or that is no generic call', () => {
    expect(() => registerCrudRoutes(appWith(), ['/brand/save'])).toThrow(/declared as replaced/);
    expect(() => registerCrudRoutes(appWith(), ['/brand/become-main'])).toThrow(/Not generic calls/);
  });

  it('lists each replacement once', () => {
    expect(new Set(genericOverrides).size).toBe(genericOverrides.length);
  });
});
