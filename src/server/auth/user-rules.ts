// Rules of the admin-only user writes (/users/save-if-admin and /users/update-if-admin) that the
// generic record validation cannot express: the password confirmation, a store (Cliente) for every
// user who is not an admin, and the sessions a change must end.
import type { Row } from '../crud/records.js';
import type { Database } from '../db/connect.js';
import { addError, type FieldErrors, invalid } from '../http/errors.js';
import { revokeOtherSessions } from './sessions.js';

export const PASSWORDS_DIFFER = 'As senhas não conferem';
/** users.company_id is labelled Cliente: the required-field message of that field. */
export const STORE_REQUIRED = 'Por favor insira Cliente';

/** What a user write changed that matters to the user's sessions. */
export interface UserChanges {
  password: boolean;
  deactivated: boolean;
}

/**
 * Splits the body into the record input and the confirmation, and gives the `prepare` step for
 * createRecord/updateRecord. `moveTo` is the store an update moves the user to (undefined: not
 * sent, null: none), as the update route resolves it. After the write, `changes` says what changed.
 */
export function userWrite(db: Database, body: unknown) {
  const input = { ...((body && typeof body === 'object' ? body : {}) as Row) };
  const confirmation = input.password_confirmation;
  delete input.password_confirmation;
  const changes: UserChanges = { password: false, deactivated: false };
  const prepare =
    (moveTo?: number | null) =>
    async (values: Row, mode: 'save' | 'update'): Promise<Row> => {
      const errors: FieldErrors = {};
      if (
        typeof values.password === 'string' &&
        confirmation !== undefined &&
        confirmation !== values.password
      )
        addError(errors, 'password_confirmation', PASSWORDS_DIFFER);
      if (await leavesUserWithoutStore(db, input, values, mode, moveTo))
        addError(errors, 'company_id', STORE_REQUIRED);
      if (Object.keys(errors).length) throw invalid(errors);
      changes.password = typeof values.password === 'string';
      changes.deactivated = values.active === false;
      return values;
    };
  return { input, prepare, changes };
}

/**
 * A user who is not an admin needs a store, or the panel has nothing to show them. On save that is
 * checked outright; on update only when the call changes admin or the store, so a legacy row without
 * a store can still be switched off or renamed (the form then asks for the store when it is edited).
 */
async function leavesUserWithoutStore(
  db: Database,
  input: Row,
  values: Row,
  mode: 'save' | 'update',
  moveTo: number | null | undefined,
): Promise<boolean> {
  if (mode === 'save') return values.admin !== true && (values.company_id ?? null) === null;
  const current = await db
    .selectFrom('users')
    .select(['admin', 'company_id'])
    .where('id', '=', Number(input.id))
    .executeTakeFirst();
  // An unknown id is answered 404 by the update itself.
  if (!current) return false;
  const admin = typeof values.admin === 'boolean' ? values.admin : current.admin;
  const store = moveTo !== undefined ? moveTo : current.company_id;
  const changed = admin !== current.admin || store !== current.company_id;
  return changed && !admin && store === null;
}

/**
 * After an update: a new password ends the user's other sessions (the caller keeps its own token
 * when changing its own password); switching a user off ends all of them.
 */
export async function endSessionsAfterUserChange(
  db: Database,
  userId: number,
  changes: UserChanges,
  callerToken: string,
): Promise<void> {
  if (changes.deactivated) await revokeOtherSessions(db, userId);
  else if (changes.password) await revokeOtherSessions(db, userId, callerToken);
}
