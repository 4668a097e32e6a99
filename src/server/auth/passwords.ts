// Password hashing with scrypt (node:crypto): "scrypt$N$r$p$salt$hash", compared in constant time.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16384;
const r = 8;
const p = 1;
const KEYLEN = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, KEYLEN, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { N, r, p });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/**
 * A well-formed hash at the current cost that no password matches (its key is not a scrypt
 * output): checked against when there is no real hash, so the answer takes as long.
 */
const DUMMY_HASH = `scrypt$${N}$${r}$${p}$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(KEYLEN).toString('base64url')}`;

/**
 * Whether the password matches the stored hash. The scrypt work is done even when there is no
 * usable hash (unknown e-mail, user without a password), so a login does not reveal by its timing
 * which e-mails exist.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  let parts = stored?.split('$');
  const usable = !!parts && parts.length === 6 && parts[0] === 'scrypt';
  if (!usable) parts = DUMMY_HASH.split('$');
  const [, n, rr, pp, salt, hash] = parts!;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
  });
  return usable && key.length === expected.length && timingSafeEqual(key, expected);
}
