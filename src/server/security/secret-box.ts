// Credentials at rest (x-secret fields: integration tokens, merchant keys, the postal password):
// AES-256-GCM with a random IV per value, the table and column as associated data (a value copied
// into another column does not open). Stored as text: enc:v1:<last4 hex>:<iv>:<tag>:<data> — the
// last 4 characters stay readable so answers can say which key is set without decrypting it.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SEALED_PREFIX = 'enc:v1:';
/** Shorter secrets give no hint at all: their last 4 characters would be most of them. */
export const HINT_MIN_LENGTH = 12;

export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('the secrets key must have 32 bytes');
  }

  seal(plain: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const hint = [...plain].length >= HINT_MIN_LENGTH ? [...plain].slice(-4).join('') : '';
    return [
      SEALED_PREFIX.slice(0, -1),
      Buffer.from(hint, 'utf8').toString('hex'),
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      data.toString('base64url'),
    ].join(':');
  }

  /** The plain value; throws when the value was sealed with another key or for another column. */
  open(sealed: string, context: string): string {
    if (!isSealed(sealed)) throw new Error('not a sealed value');
    const [, , , iv, tag, data] = sealed.split(':');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}

export const isSealed = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(SEALED_PREFIX);

/** The associated data of a column's secrets. */
export const secretContext = (table: string, column: string) => `${table}.${column}`;

/** What answers carry instead of a secret. */
export interface SecretHint {
  set: true;
  last4: string | null;
}

export function hintOf(stored: string | null | undefined): SecretHint | null {
  if (stored === null || stored === undefined || stored === '') return null;
  if (!isSealed(stored)) return { set: true, last4: null };
  const hex = stored.split(':')[2];
  return { set: true, last4: hex ? Buffer.from(hex, 'hex').toString('utf8') : null };
}

/**
 * The key: SECRETS_KEY (64 hex characters or base64 of 32 bytes) or, for the embedded setup, a key
 * generated once into the data folder (secrets.key, readable by the owner only). Never logged.
 */
export function loadSecretKey(env: NodeJS.ProcessEnv, dataDir: string): { key: Buffer; generated: boolean } {
  const configured = env.SECRETS_KEY?.trim();
  if (configured) {
    const key = /^[0-9a-f]{64}$/i.test(configured)
      ? Buffer.from(configured, 'hex')
      : Buffer.from(configured, 'base64');
    if (key.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes (64 hex characters or base64)');
    return { key, generated: false };
  }
  const file = join(dataDir, 'secrets.key');
  if (existsSync(file))
    return { key: Buffer.from(readFileSync(file, 'utf8').trim(), 'hex'), generated: false };
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('hex') + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return { key, generated: true };
}
