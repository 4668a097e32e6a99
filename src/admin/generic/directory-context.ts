// How the generic layer finds the screens: the Directory answers questions about every screen
// (which resource shows an entity, a form's path, a route's guard). The generic layer never imports
// the areas: App builds the directory from them (directory.ts) and provides it (DirectoryContext),
// so the generic pieces are plain components over configuration.
import { createContext, useContext } from 'react';
import type { EntityModel } from '../../shared/entity';
import type { WidgetName } from '../../shared/panel-hints';
import type { CanAccessParams, Guard, Who } from './access';
import type { AreaRoute, MenuItem } from './area';
import type { Call, Screen } from './screen';
import type { Widget } from './widgets';

/** Every screen's configuration, asked by resource or entity (built by directory.ts). */
export interface Directory {
  screens: Screen[];
  /** The areas' hand-written routes (built or still to come). */
  routes: AreaRoute[];
  /** Routes whose screens a later issue builds: path → the spec's title. */
  pendingScreens: Record<string, string>;
  /** Every area's menu items (layout/menu-entries.ts groups them). */
  menuItems: MenuItem[];
  screenOf(resource: string): Screen | undefined;
  /** The entity a resource shows (its screen's, or the entity of that name or API path). */
  findModel(resource: string): EntityModel | undefined;
  modelOf(resource: string): EntityModel;
  /** The resource (route) that shows an entity, for references between entities. */
  resourceOf(entity: string): string;
  /** The API path of one call of a resource: /brand/index, /category/index-with-filter, … */
  callOf(resource: string, call: Call): string;
  headerOf(resource: string, field: string): string;
  listPath(resource: string): string;
  formPath(resource: string, id?: string | number): string;
  /** Every input a schema's x-widget may name: the generic ones and the areas' (e.g. product-search). */
  widgets: Partial<Record<WidgetName, Widget>>;
  /** The guard of a route pattern ('/form-brand/:id'); none: every signed-in user may open it. */
  guardOf(path: string): Guard | undefined;
  /** react-admin's canAccess for a user (access.ts). */
  canAccess(who: Who, params: CanAccessParams): boolean;
  /** Whether the menu offers this path to a user (access.ts menuShows). */
  menuShows(path: string, who: Who): boolean;
}

export const DirectoryContext = createContext<Directory | null>(null);

export function useDirectory(): Directory {
  const directory = useContext(DirectoryContext);
  if (!directory) throw new Error('DirectoryContext: the panel registry was not provided');
  return directory;
}
