// Who may do and open what in the panel, derived from the shared policy (src/shared/policy.ts) and
// each entity's x-access: react-admin's authProvider.canAccess, the route guards and the menu all
// ask here, so a level is declared once, in the schema. Pure functions (no React) over the screens
// and routes the directory holds (directory.ts builds the guards once): the menu and the guards
// call them synchronously with the signed-in user's level.
import type { AreaRoute } from './area';
import type { RouteAccess, Screen } from './screen';
import type { EntityModel } from '../../shared/entity';
import {
  mayAccess,
  mayUseField,
  reaches,
  type AccessKind,
  type Level,
  type Principal,
} from '../../shared/policy';

export type Who = Principal | Level | null | undefined;

export interface CanAccessParams {
  action: string;
  /** A react-admin resource ('brand', 'sub-category', 'users-store'), or 'resource.field'. */
  resource: string;
}

const READ_ACTIONS = new Set(['list', 'show', 'read', 'export']);

/** list/show/read/export read records; anything else (create, edit, delete, write…) changes them. */
export function kindOf(action: string): AccessKind {
  return READ_ACTIONS.has(action) ? 'read' : 'write';
}

/** Maps a react-admin resource to its entity (the directory's findModel; tests pass their own). */
export type FindModel = (resource: string) => Pick<EntityModel, 'access' | 'properties'> | undefined;

/**
 * react-admin's canAccess for a user: the resource's entity at the action's kind (its x-access),
 * and for 'resource.field' the field's own x-access on top. A resource the panel cannot map to an
 * entity declares no level, so only admins pass.
 */
export function canAccessAs(who: Who, { action, resource }: CanAccessParams, find: FindModel): boolean {
  const [name, field] = resource.split('.', 2);
  const model = find(name);
  if (!model) return reaches(who, 'admin');
  const kind = kindOf(action);
  if (!mayAccess(model, who, kind)) return false;
  if (!field) return true;
  const property = model.properties[field];
  return property ? mayUseField(property, who, kind) : reaches(who, 'admin');
}

export type { RouteAccess };

/** A route's guard: the resource whose access it needs (at `kind`) or a declared level; where to go. */
export interface Guard {
  resource?: string;
  /** The resource's entity, as the directory found it (none: only admins may open the route). */
  model?: Pick<EntityModel, 'access' | 'properties'>;
  kind: AccessKind;
  level?: Level;
  otherwise: string;
  /** A level needed on top (editing a store), where its refusal goes, and the spec's alert. */
  edit?: { level: Level; otherwise: string; message?: string };
}

/**
 * The rule: a management screen (an entity's list with its form) needs write access to the entity,
 * so whoever may not change brands does not get the brand screens; a list without a form only
 * shows records, so it needs read access. A screen's declared `access` overrides both.
 */
function screenGuard(s: Screen): Guard {
  return {
    resource: s.resource,
    kind: s.form ? 'write' : 'read',
    level: s.access?.level,
    otherwise: s.access?.otherwise ?? '/',
  };
}

/** The guard of every route of the screens and the areas' routes, by its pattern ('/form-brand/:id'). */
export function buildGuards(screens: Screen[], areaRoutes: AreaRoute[], find: FindModel): Map<string, Guard> {
  const guards = new Map<string, Guard>();
  for (const s of screens) {
    const guard = screenGuard(s);
    guards.set(`/${s.resource}`, guard);
    if (s.form) {
      const form: Guard = s.formAccess
        ? { ...guard, level: s.formAccess.level, otherwise: s.formAccess.otherwise ?? '/' }
        : guard;
      guards.set(`/${s.form}`, form);
      // Changing a record may ask more than listing (a store: full_permission), with its alert.
      const edit = s.editAccess;
      guards.set(
        `/${s.form}/:id`,
        edit?.level
          ? {
              ...form,
              edit: {
                level: edit.level,
                message: edit.message,
                otherwise: edit.otherwise ?? form.otherwise,
              },
            }
          : form,
      );
    }
  }
  // A hand-written route takes the guard of the screen whose path it serves, unless it names its
  // own resource or access.
  for (const r of areaRoutes) {
    if (!r.resource && !r.access) continue;
    const resource = r.resource ?? guards.get(r.path)?.resource;
    const kind = r.resource ? 'write' : (guards.get(r.path)?.kind ?? 'write');
    guards.set(r.path, { resource, kind, level: r.access?.level, otherwise: r.access?.otherwise ?? '/' });
  }
  for (const guard of guards.values()) if (guard.resource) guard.model = find(guard.resource);
  return guards;
}

/**
 * Where a refused user is sent: the guard's path, where ':company_id' stands for the user's own
 * store (a store user opening the delivery settings list lands on its store's form).
 */
export function landingOf(otherwise: string, companyId: number | null | undefined): string {
  return otherwise.replace(':company_id', companyId ? String(companyId) : '');
}

/** May this user open a route with this guard? */
export function mayOpen(guard: Guard | undefined, who: Who): boolean {
  if (!guard) return true;
  if (guard.level) return reaches(who, guard.level);
  if (!guard.resource) return true;
  return canAccessAs(who, { action: guard.kind, resource: guard.resource }, () => guard.model);
}

/** Whether a user who may open the route's screen is still refused its edit form (and why). */
export function editRefusal(guard: Guard | undefined, who: Who): Guard['edit'] | undefined {
  return guard?.edit && !reaches(who, guard.edit.level) ? guard.edit : undefined;
}

/**
 * Whether the menu offers a link to this user: when they may open it, or when its guard sends them
 * to a screen of their own (a store user's 'Dados de Recebimento' is its settings form). A link
 * that would only bounce them home is hidden.
 */
export function menuShows(guard: Guard | undefined, who: Who): boolean {
  return mayOpen(guard, who) || (!!guard && guard.otherwise !== '/');
}
