// The audit trail's retention (AUDIT_RETENTION_DAYS): entries older than the setting go, in
// batches; newer ones and every entry with the setting at 0 stay; the setting is read as a whole
// number of days, anything else keeping every entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneAuditLog } from '../src/server/audit/retention.js';
import { readConfig } from '../src/server/config.js';
import { backends, startTestApp, type TestApp } from './helpers/app.js';

const DAY = 86_400_000;

describe('AUDIT_RETENTION_DAYS', () => {
  it('is a whole number of days, 0 (keep every entry) when unset or not one', () => {
    expect(readConfig({ AUDIT_RETENTION_DAYS: '365' }).auditRetentionDays).toBe(365);
    for (const value of [undefined, '', 'um ano', '-3', '1.5'])
      expect(readConfig({ AUDIT_RETENTION_DAYS: value }).auditRetentionDays).toBe(0);
  });
});

describe.each(backends)('audit retention on $name', (backend) => {
  let t: TestApp;
  const now = new Date('2026-11-27T12:00:00Z');

  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  async function entries(ages: number[]) {
    await t.db
      .insertInto('audit_log')
      .values(
        ages.map((days, n) => ({
          at: new Date(now.getTime() - days * DAY),
          entity: 'brand',
          record_id: 1000 + n,
          operation: 'update' as const,
          changes: JSON.stringify({ name: { from: 'a', to: 'b' } }),
        })),
      )
      .execute();
  }
  const ages = async () =>
    (await t.db.selectFrom('audit_log').select('at').orderBy('at').execute()).map((r) =>
      Math.round((now.getTime() - new Date(r.at).getTime()) / DAY),
    );

  it('deletes the entries older than the setting, a batch at a time, and keeps the rest', async () => {
    await t.db.deleteFrom('audit_log').execute();
    await entries([...Array.from({ length: 23 }, () => 400), 40, 31, 29, 1, 0]);
    expect(await pruneAuditLog(t.db, 0, now)).toBe(0);
    expect(await ages()).toHaveLength(28);
    expect(await pruneAuditLog(t.db, 30, now, 5)).toBe(25);
    expect(await ages()).toEqual([29, 1, 0]);
    expect(await pruneAuditLog(t.db, 30, now, 5)).toBe(0);
  });
});
