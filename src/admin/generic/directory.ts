// The panel's directory, derived from a list of area modules (App passes areas/index.ts; a test may
// add a screen and see what the generic layer makes of it): every screen, every other route, the
// screens still to come, the menu items, the route guards, the widgets forms may use, and the
// questions the generic layer asks about them (which resource shows an entity, a form's path, the
// API path of a call). The generic layer reads it through useDirectory() (screen.ts); only App
// builds it, so no module below the areas imports them.
import { entities, type EntityName } from '../../generated/registry';
import type { EntityModel } from '../../shared/entity';
import type { WidgetName } from '../../shared/panel-hints';
import { session } from '../api';
import { buildGuards, canAccessAs, menuShows, type Who } from './access';
import type { AreaModule } from './area';
import type { Call } from '../dataProvider';
import type { Screen } from './screen';
import type { Directory } from './directory-context';
import { genericWidgets, type Widget } from './widgets';

/** The widgets of the generic layer and of the areas (an area's own input: 'product-search'). */
function widgetsOf(areas: AreaModule[]): Partial<Record<WidgetName, Widget>> {
  const all: Partial<Record<WidgetName, Widget>> = { ...genericWidgets };
  for (const area of areas) Object.assign(all, area.widgets);
  return all;
}

export function buildDirectory(areas: AreaModule[]): Directory {
  const screens: Screen[] = areas.flatMap((a) => a.screens ?? []);
  const routes = areas.flatMap((a) => a.routes ?? []);
  const byResource = new Map(screens.map((s) => [s.resource, s]));
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
  const guards = buildGuards(screens, routes, findModel);
  const guardOf = (path: string) => guards.get(path);
  return {
    screens,
    routes,
    pendingScreens: Object.fromEntries(
      routes.filter((r) => !r.element).map((r) => [r.path, r.title ?? r.path]),
    ),
    menuItems: areas.flatMap((a) => a.menu ?? []),
    screenOf,
    findModel,
    modelOf,
    /** The resource (route) that shows an entity, for references between entities. */
    resourceOf: (entity) => screens.find((s) => s.entity === entity)?.resource ?? entity,
    callOf,
    /** The header of a list column: the spec's name on this screen, else the field's label. */
    headerOf: (resource, field) =>
      byResource.get(resource)?.headers?.[field] ?? modelOf(resource).properties[field]?.label ?? field,
    listPath: (resource) => `/${resource}`,
    formPath: (resource, id) => {
      const form = byResource.get(resource)?.form ?? `form-${resource}`;
      return id === undefined ? `/${form}` : `/${form}/${id}`;
    },
    widgets: widgetsOf(areas),
    guardOf,
    canAccess: (who: Who, params) => canAccessAs(who, params, findModel),
    menuShows: (path, who) => menuShows(guardOf(path), who),
  };
}
