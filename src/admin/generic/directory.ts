// The panel's registry, derived from the area modules (areas/): every screen, every other route,
// the screens still to come, and the directory the generic layer asks (generic/screen.ts). App,
// the routes, the menu, the guards and the data provider read it; areas are its only input.
import { lazy } from 'react';
import { entities, type EntityName } from '../../generated/registry';
import type { EntityModel } from '../../shared/entity';
import { areas } from '../areas';
import type { AreaRoute } from './area';
import type { Call, Directory, Screen } from './screen';
import { genericWidgets } from './widgets';
import { session } from '../api';

export type { Call, Screen };

export const screens: Screen[] = areas.flatMap((a) => a.screens ?? []);

/** Hand-written routes of every area (built or still to come). */
export const areaRoutes: AreaRoute[] = areas.flatMap((a) => a.routes ?? []);

/** Routes whose screens a later issue builds: path → the spec's title. */
export const pendingScreens: Record<string, string> = Object.fromEntries(
  areaRoutes.filter((r) => !r.element).map((r) => [r.path, r.title ?? r.path]),
);

/** The widgets every form may use: the generic ones and the areas' own. */
export const widgets: Directory['widgets'] = {
  ...genericWidgets,
  'product-search': lazy(() => import('../areas/catalogue/products/ProductSearchWidget')),
};

/**
 * What the generic layer may ask about a set of screens (App provides the one of the areas; a test
 * may add a screen and see what the generic layer makes of it).
 */
export function buildDirectory(all: Screen[]): Directory {
  const byResource = new Map(all.map((s) => [s.resource, s]));
  const screenOf = (resource: string) => byResource.get(resource);
  /**
   * The entity a resource shows: its screen's, else the entity of that name ('stock-movement' for
   * stock_movement), else the entity at that API path ('integration-keys-name').
   */
  const findModel = (resource: string): EntityModel | undefined => {
    const screen = byResource.get(resource);
    if (screen) return entities[screen.entity];
    const name = resource.replaceAll('-', '_');
    if (Object.hasOwn(entities, name)) return entities[name as EntityName];
    return Object.values(entities).find((m) => m.path === `/${resource}`);
  };
  const modelOf = (resource: string): EntityModel => {
    const model = findModel(resource);
    if (!model) throw new Error(`Recurso desconhecido: ${resource}`);
    return model;
  };
  /**
   * The API path of one call of a resource: /brand/index, /category/index-with-filter, … (an
   * admin's own where the screen declares one: /contact-list/save-if-admin).
   */
  const callOf = (resource: string, call: Call): string => {
    const screen = byResource.get(resource);
    const custom = (session.user()?.admin ? screen?.adminCalls?.[call] : undefined) ?? screen?.calls?.[call];
    if (custom) return custom;
    if (call === 'options') return callOf(resource, 'index');
    const model = modelOf(resource);
    if (!model.path) throw new Error(`${resource} não tem chamadas na API`);
    return `${model.path}/${call}`;
  };
  return {
    screens: all,
    screenOf,
    findModel,
    modelOf,
    /** The resource (route) that shows an entity, for references between entities. */
    resourceOf: (entity) => all.find((s) => s.entity === entity)?.resource ?? entity,
    callOf,
    /** The header of a list column: the spec's name on this screen, else the field's label. */
    headerOf: (resource, field) =>
      byResource.get(resource)?.headers?.[field] ?? modelOf(resource).properties[field]?.label ?? field,
    listPath: (resource) => `/${resource}`,
    formPath: (resource, id) => {
      const form = byResource.get(resource)?.form ?? `form-${resource}`;
      return id === undefined ? `/${form}` : `/${form}/${id}`;
    },
    widgets,
  };
}

/** The panel's directory: every area's screens. */
export const directory = buildDirectory(screens);
export const { screenOf, findModel, modelOf, resourceOf, callOf, headerOf, listPath, formPath } = directory;
