// Who may do what: the permission levels user < full_permission < admin, shared by the API (403s,
// fields dropped from answers) and the panel (menu, guards, react-admin canAccess). An entity's
// levels are declared once, in its schema (`x-access`), and so are a field's.
import type { EntityModel, PropertyModel } from './entity.js';

export const LEVELS = ['user', 'full_permission', 'admin'] as const;
export type Level = (typeof LEVELS)[number];

/** What the policy needs to know of a signed-in user (the session user, the panel's stored user). */
export interface Principal {
  admin: boolean;
  full_permission: boolean;
}

/** A user's level: an admin is above everything, full_permission above a plain store user. */
export function levelOf(principal: Principal | null | undefined): Level {
  if (principal?.admin) return 'admin';
  return principal?.full_permission ? 'full_permission' : 'user';
}

/** Whether a user (or a level) reaches the needed level. */
export function reaches(who: Principal | Level | null | undefined, needed: Level): boolean {
  const level = typeof who === 'string' ? who : levelOf(who);
  return LEVELS.indexOf(level) >= LEVELS.indexOf(needed);
}

export type AccessKind = 'read' | 'write';

/** May this user list/show (read) or save/update/delete (write) the entity's records? */
export function mayAccess(
  model: Pick<EntityModel, 'access'>,
  who: Principal | Level | null | undefined,
  kind: AccessKind,
): boolean {
  return reaches(who, model.access[kind]);
}

/** May this user see (read) or set (write) the field? Fields without x-access follow their entity. */
export function mayUseField(
  property: Pick<PropertyModel, 'access'>,
  who: Principal | Level | null | undefined,
  kind: AccessKind,
): boolean {
  const needed = property.access?.[kind];
  return !needed || reaches(who, needed);
}

/** The names of the fields a user may not see in an entity's records. */
export function hiddenFields(model: Pick<EntityModel, 'properties'>, who: Principal | Level): string[] {
  return Object.values(model.properties)
    .filter((p) => !mayUseField(p, who, 'read'))
    .map((p) => p.name);
}
