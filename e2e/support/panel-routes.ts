// What the e2e specs read of the panel's own configuration: the directory App builds from the area
// modules (the screens, the menu, the routes still to come and their guards).
import { areas } from '../../src/admin/areas';
import { mayOpen as mayOpenGuard } from '../../src/admin/generic/access';
import { buildDirectory } from '../../src/admin/generic/directory';
import type { Level } from '../../src/shared/policy';
import { isGroup, menuOf } from '../../src/admin/layout/menu-entries';

const directory = buildDirectory(areas);

export const { screens, pendingScreens } = directory;
/** Every menu item's path. */
export const menuPaths = menuOf(directory)
  .flatMap((entry) => (isGroup(entry) ? entry.items : [entry]))
  .map((item) => item.to);
/** May a user of this level open the route (pattern: '/form-brand/:id')? */
export const mayOpen = (path: string, level: Level) => mayOpenGuard(directory.guardOf(path), level);

/** The area module (areas/index.ts) a route belongs to ('catalogue'): its screens, routes or menu. */
export function areaOf(path: string): string {
  for (const area of areas) {
    const forms = (area.screens ?? []).filter((s) => s.form).map((s) => `/${s.form}`);
    const paths = [
      ...(area.screens ?? []).map((s) => `/${s.resource}`),
      ...forms,
      ...forms.map((form) => `${form}/:id`),
      ...(area.routes ?? []).map((r) => r.path),
      ...(area.menu ?? []).flatMap((m) => [m.to, ...(m.also ?? [])]),
    ];
    if (paths.includes(path)) return area.name;
  }
  return 'outras';
}
