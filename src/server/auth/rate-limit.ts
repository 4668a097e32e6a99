// Login throttling kept in the database (login_attempt), so it holds across many API processes.
//
// Failed logins count in a 15-minute window, twice:
// - per (e-mail, IP): 5 failures block that e-mail from that address only. Someone guessing from
//   elsewhere never locks the real owner out of their own address, and the owner's good login
//   clears only their own pair's failures (not an attacker's elsewhere).
// - per IP: 50 failures, whatever the e-mails, block that address (one client trying many
//   accounts). It is higher than the pair limit so that an office behind one address, where a few
//   people mistype, is not shut out.
//
// Many addresses guessing one account (distributed guessing) are bounded only by the per-pair
// limit: k addresses get 5k guesses per window. We deliberately add no per-e-mail lock or delay:
// a lock is exactly the lever that let anyone lock the owner out, and a delay does not cap an
// attacker who sends requests in parallel (each one waits alone) while it holds the owner up too.
// Instead, when one e-mail's failures across all addresses reach EMAIL_ALERT_FAILURES in the
// window, the login route logs a warning, so operators can see the attack and act; minimum
// password length and the refusal of blank passwords keep the cheapest guesses out.
import type { Kysely } from 'kysely';
import type { DB } from '../../generated/db.js';
import { HttpError } from '../http/errors.js';

export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_EMAIL_AND_IP = 5;
export const MAX_FAILURES_PER_IP = 50;
/** Failures of one e-mail from all addresses in the window that make the route log a warning. */
export const EMAIL_ALERT_FAILURES = 50;
export const TOO_MANY_ATTEMPTS =
  'Muitas tentativas de login sem sucesso. Aguarde alguns minutos e tente novamente.';

const windowStart = () => new Date(Date.now() - LOGIN_WINDOW_MINUTES * 60_000);

/**
 * Where attempts are kept. Each write commits on its own before the password is checked, so
 * requests sent in parallel see each other's attempts (a write inside a longer transaction would
 * be invisible to them until its commit, and all of them would pass).
 */
export interface AttemptLedger {
  /** Runs a write and commits it before returning. */
  write<T>(work: (db: Kysely<DB>) => Promise<T>): Promise<T>;
  read: Kysely<DB>;
}

/** The ledger on a database handle outside any transaction (each statement commits). */
export const ledgerOn = (db: Kysely<DB>): AttemptLedger => ({ write: (work) => work(db), read: db });

export interface GuardedCheck {
  ok: boolean;
  /** For a failure: the e-mail's failures from all addresses in the window; 0 on success. */
  emailFailures: number;
}

/**
 * Checks a password for an e-mail from an address under the login throttle: the attempt is
 * counted BEFORE the password is hashed, so a burst of parallel guesses is held to the limits like
 * one sent in turn. Refused (429, TOO_MANY_ATTEMPTS) when the pair or the address is over its limit;
 * a refused attempt is not kept (it checked nothing). Used by the login and by every call that asks
 * for the signed-in user's password again (/buy/update), whose failures count as the login's.
 */
export async function guardedPasswordCheck(
  ledger: AttemptLedger,
  email: string,
  ip: string,
  verify: () => Promise<boolean>,
): Promise<GuardedCheck> {
  const { id } = await ledger.write((db) =>
    db
      .insertInto('login_attempt')
      .values({ email, ip, succeeded: false })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  // This attempt included: the pair's failures are a subset of the address's.
  const counts = await ledger.read
    .selectFrom('login_attempt')
    .select((eb) => [
      eb.fn.countAll().as('ip_failures'),
      eb.fn.countAll().filterWhere('email', '=', email).as('pair_failures'),
    ])
    .where('ip', '=', ip)
    .where('succeeded', '=', false)
    .where('created_at', '>', windowStart())
    .executeTakeFirstOrThrow();
  if (
    Number(counts.pair_failures) > MAX_FAILURES_PER_EMAIL_AND_IP ||
    Number(counts.ip_failures) > MAX_FAILURES_PER_IP
  ) {
    await ledger.write((db) => db.deleteFrom('login_attempt').where('id', '=', id).execute());
    throw new HttpError(429, TOO_MANY_ATTEMPTS);
  }
  const ok = await verify();
  return ledger.write(async (db) => {
    // Attempts older than the window no longer count for anything.
    await db.deleteFrom('login_attempt').where('created_at', '<', windowStart()).execute();
    if (ok) {
      // A good password clears this pair's failures, so a user who finally remembers is not
      // locked out; failures of the same e-mail from other addresses stay (maybe someone else's).
      await db.updateTable('login_attempt').set({ succeeded: true }).where('id', '=', id).execute();
      await db
        .deleteFrom('login_attempt')
        .where('email', '=', email)
        .where('ip', '=', ip)
        .where('succeeded', '=', false)
        .execute();
      return { ok, emailFailures: 0 };
    }
    const row = await db
      .selectFrom('login_attempt')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('email', '=', email)
      .where('succeeded', '=', false)
      .where('created_at', '>', windowStart())
      .executeTakeFirstOrThrow();
    return { ok, emailFailures: Number(row.n) };
  });
}

const alerted = new Map<string, number>();

/**
 * Whether to log the warning about one e-mail's failures now: once they reach EMAIL_ALERT_FAILURES
 * (parallel failures may skip the exact number), then at most once a window per e-mail and process.
 */
export function shouldAlert(email: string, failures: number, now = Date.now()): boolean {
  if (failures < EMAIL_ALERT_FAILURES) return false;
  const last = alerted.get(email);
  if (last !== undefined && now - last < LOGIN_WINDOW_MINUTES * 60_000) return false;
  if (alerted.size > 10_000) alerted.clear();
  alerted.set(email, now);
  return true;
}
