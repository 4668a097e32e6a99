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
import type { Database } from '../db/connect.js';

export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_EMAIL_AND_IP = 5;
export const MAX_FAILURES_PER_IP = 50;
/** Failures of one e-mail from all addresses in the window that make the route log a warning. */
export const EMAIL_ALERT_FAILURES = 50;
export const TOO_MANY_ATTEMPTS =
  'Muitas tentativas de login sem sucesso. Aguarde alguns minutos e tente novamente.';

const windowStart = () => new Date(Date.now() - LOGIN_WINDOW_MINUTES * 60_000);

export async function loginBlocked(db: Database, email: string, ip: string): Promise<boolean> {
  // One query on the (ip, created_at) index: the pair's failures are a subset of the address's.
  const row = await db
    .selectFrom('login_attempt')
    .select((eb) => [
      eb.fn.countAll().as('ip_failures'),
      eb.fn.countAll().filterWhere('email', '=', email).as('pair_failures'),
    ])
    .where('ip', '=', ip)
    .where('succeeded', '=', false)
    .where('created_at', '>', windowStart())
    .executeTakeFirstOrThrow();
  return (
    Number(row.pair_failures) >= MAX_FAILURES_PER_EMAIL_AND_IP ||
    Number(row.ip_failures) >= MAX_FAILURES_PER_IP
  );
}

/**
 * Records one login attempt. Returns, for a failure, how many failures the e-mail has had in the
 * window from all addresses (the caller warns at EMAIL_ALERT_FAILURES); 0 for a success.
 */
export async function recordLoginAttempt(
  db: Database,
  email: string,
  ip: string,
  succeeded: boolean,
): Promise<number> {
  await db.insertInto('login_attempt').values({ email, ip, succeeded }).execute();
  // Attempts older than the window no longer count for anything.
  await db.deleteFrom('login_attempt').where('created_at', '<', windowStart()).execute();
  if (succeeded) {
    // A good login clears this pair's failures, so a user who finally remembers is not locked out;
    // failures of the same e-mail from other addresses stay (they may be someone else's).
    await db
      .deleteFrom('login_attempt')
      .where('email', '=', email)
      .where('ip', '=', ip)
      .where('succeeded', '=', false)
      .execute();
    return 0;
  }
  const row = await db
    .selectFrom('login_attempt')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('email', '=', email)
    .where('succeeded', '=', false)
    .where('created_at', '>', windowStart())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
