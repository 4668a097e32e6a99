// Password hashing with scrypt (node:crypto): "scrypt$N$r$p$salt$hash", compared in constant time.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEYLEN = 32;
/** scrypt's cost for new hashes (a hash keeps its own, so older ones still verify). */
let cost = { N: 16384, r: 8, p: 1 };

/**
 * For the test harness only (tests/helpers/cheap-hashes.ts): the test suites create and log in
 * thousands of users, and at the real cost each hash is 50–300 ms of a 2-core machine. Nothing in
 * the server calls it, and no setting reaches it.
 */
export function useCheapHashesForTests(): void {
  cost = { N: 1024, r: 1, p: 1 };
}

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, KEYLEN, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = cost;
  const key = await scrypt(password, salt, cost);
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/**
 * A well-formed hash at the current cost that no password matches (its key is not a scrypt
 * output): checked against when there is no real hash, so the answer takes as long.
 */
const dummyHash = () =>
  `scrypt$${cost.N}$${cost.r}$${cost.p}$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(KEYLEN).toString('base64url')}`;

/**
 * Whether the password matches the stored hash. The scrypt work is done even when there is no
 * usable hash (unknown e-mail, user without a password), so a login does not reveal by its timing
 * which e-mails exist.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  let parts = stored?.split('$');
  const usable = !!parts && parts.length === 6 && parts[0] === 'scrypt';
  if (!usable) parts = dummyHash().split('$');
  const [, n, rr, pp, salt, hash] = parts!;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
  });
  return usable && key.length === expected.length && timingSafeEqual(key, expected);
}
