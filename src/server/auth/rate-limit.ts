// Login throttling kept in the database (login_attempt), so it holds across many API processes.
import type { Database } from '../db/connect.js';

export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 20;
export const TOO_MANY_ATTEMPTS =
  'Muitas tentativas de login sem sucesso. Aguarde alguns minutos e tente novamente.';

export async function loginBlocked(db: Database, email: string, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MINUTES * 60_000);
  const count = async (column: 'email' | 'ip', value: string) =>
    Number(
      (
        await db
          .selectFrom('login_attempt')
          .select((eb) => eb.fn.countAll().as('n'))
          .where(column, '=', value)
          .where('succeeded', '=', false)
          .where('created_at', '>', since)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return (
    (await count('email', email)) >= MAX_FAILURES_PER_EMAIL || (await count('ip', ip)) >= MAX_FAILURES_PER_IP
  );
}

export async function recordLoginAttempt(
  db: Database,
  email: string,
  ip: string,
  succeeded: boolean,
): Promise<void> {
  await db.insertInto('login_attempt').values({ email, ip, succeeded }).execute();
  // Attempts older than the window no longer count for anything.
  await db
    .deleteFrom('login_attempt')
    .where('created_at', '<', new Date(Date.now() - LOGIN_WINDOW_MINUTES * 60_000))
    .execute();
  if (succeeded) {
    // A good login clears the e-mail's failures, so a user who finally remembers is not locked out.
    await db.deleteFrom('login_attempt').where('email', '=', email).where('succeeded', '=', false).execute();
  }
}
