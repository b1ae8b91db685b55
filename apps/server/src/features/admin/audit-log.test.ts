import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../lib/audit.ts';
import { staleEdit } from '../../lib/stale-edit.ts';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';
import { signedInMember } from '../../test/factories.ts';

describe.each(engines)('the audit log on %s (docs/product/admin.md#audit-log)', (engine) => {
  let t: TestApp;
  let staff: Browser;
  const alice = { id: 'a1', email: 'alicia@example.org' };
  const bruno = { id: 'b2', email: 'bruno@example.org' };
  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ browser: staff } = await signedInMember(t, { role: 'staff' }));
    // 60 changes by two people on two items, a minute apart, oldest first.
    for (let i = 0; i < 60; i++) {
      await recordAudit(t.db, {
        actor: i % 2 ? bruno : alice,
        action: i === 0 ? 'create' : 'update',
        item: { type: 'meeting', id: i % 3 ? 'm1' : 'm2', label: `Encuentro ${i % 3 ? 1 : 2}` },
        before: i === 0 ? undefined : { title: `v${i - 1}`, topic: 'igual' },
        after: { title: `v${i}`, topic: 'igual' },
        at: new Date(Date.UTC(2026, 10, 1, 10, i)).toISOString(),
      });
    }
  });
  afterAll(() => t.close());

  it('keeps only the fields that changed, and skips a save that changed nothing', async () => {
    await recordAudit(t.db, {
      actor: alice,
      action: 'update',
      item: { type: 'axis', id: 'ax', label: 'Eje' },
      before: { title: 'Igual' },
      after: { title: 'Igual' },
      at: '2026-11-02T00:00:00.000Z',
    });
    const page = (await staff.request({ url: '/api/admin/audit?itemType=axis' })).json();
    expect(page.entries).toEqual([]);
    const meeting = (await staff.request({ url: '/api/admin/audit?itemId=m1&limit=1' })).json();
    expect(meeting.entries[0].changes).toEqual({ title: { before: 'v58', after: 'v59' } });
  });

  it('reads newest first in keyset pages that neither repeat nor skip an entry', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const answer = await staff.request({
        url: `/api/admin/audit?limit=25${cursor ? `&cursor=${cursor}` : ''}`,
      });
      expect(answer.statusCode).toBe(200);
      const page = answer.json();
      seen.push(...page.entries.map((e: { at: string }) => e.at));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
    expect([...seen].sort().reverse()).toEqual(seen);
  });

  it('filters by person and by item', async () => {
    const byBruno = (await staff.request({ url: '/api/admin/audit?actor=b2&limit=100' })).json();
    expect(byBruno.entries).toHaveLength(30);
    expect(byBruno.entries.every((e: { actor: { email: string } }) => e.actor.email === bruno.email)).toBe(
      true,
    );
    const m2 = (await staff.request({ url: '/api/admin/audit?itemType=meeting&itemId=m2&limit=100' })).json();
    expect(m2.entries).toHaveLength(20);
  });

  it('refuses a forged page position with a field error', async () => {
    const answer = await staff.request({ url: '/api/admin/audit?cursor=WyJ4Il0' });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors.cursor).toBe('La página pedida no es válida.');
  });
});

describe('a save from a stale copy', () => {
  it('names the revision, who saved it and the saved value of each field that differs', () => {
    const error = staleEdit({
      saved: { title: 'Nuevo', topic: 'Igual', revision: 4 },
      sent: { title: 'Mío', topic: 'Igual', revision: 3 },
      revision: 4,
      lastChange: { by: 'alicia@example.org', at: '2026-11-02T10:00:00.000Z' },
    });
    expect(error.statusCode).toBe(409);
    expect(error.conflict).toEqual({
      revision: 4,
      by: 'alicia@example.org',
      at: '2026-11-02T10:00:00.000Z',
      changes: { title: 'Nuevo' },
    });
  });
});
