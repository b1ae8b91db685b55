import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditionDetail, PublicDraw } from '@foro/shared/draws/schemas';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import {
  createAxis,
  createCoach,
  createMember,
  createThread,
  createThreadPost,
} from '../../test/factories.ts';
import { newId } from '../../lib/ids.ts';
import { createForumRepository } from '../forum/index.ts';
import { startMailbox, type Mailbox } from '../../test/mailbox.ts';
import { drawWinners } from '../../lib/draw-function.ts';

const DAY = 86_400_000;
const BASE = '/api/admin/draws';
const SCRIPT = path.resolve(import.meta.dirname, '../../../../../scripts/verify-draw.mjs');
const at = (days: number) => new Date(TEST_NOW.getTime() + days * DAY).toISOString();

/** Runs the standalone verification script on a draw's published data: its exit code and output. */
function verify(draw: PublicDraw) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'draw-')), 'draw.json');
  fs.writeFileSync(file, JSON.stringify(draw));
  try {
    return { code: 0, out: execFileSync(process.execPath, [SCRIPT, file], { encoding: 'utf8' }) };
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    return { code: failed.status, out: failed.stdout };
  }
}

describe.each(engines)('prize draws on %s (docs/product/draws.md)', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;
  let staff: Browser;

  const edition = (values: Record<string, unknown> = {}) => ({
    name: 'Edición de prueba',
    startsAt: at(-100),
    endsAt: at(-60),
    drawAt: at(-59),
    tabletPrize: 'Una tablet',
    smartwatchPrize: 'Un smartwatch',
    smartwatchTop: 2,
    alternates: 2,
    excludedDomains: 'editorial.example',
    ...values,
  });
  const createEdition = async (values: Record<string, unknown> = {}) => {
    const res = await staff.request({ method: 'POST', url: `${BASE}/editions`, payload: edition(values) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as EditionDetail;
  };
  const detail = async (id: string) =>
    (await staff.request({ url: `${BASE}/editions/${id}` })).json() as EditionDetail;
  const tabletEntry = (axisId: string, userId: string, created: string) =>
    t.db
      .insertInto('raffle_entries')
      .values({ raffle: 'tablet', axis_id: axisId, user_id: userId, created_at: created })
      .execute();

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp(engine, { seed: true, env: { SMTP_URL: mailbox.url } });
    staff = new Browser(t.app);
    await staff.signIn('admin@example.org');
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  it('answers 401 to a visitor and 403 to a member and a coach on every back-office draw route', async () => {
    const { edition: made, draws } = await createEdition();
    const drawId = draws[0]!.id;
    const visitor = new Browser(t.app);
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
    const member = new Browser(t.app);
    await member.signIn((await createMember(t.db)).email);
    const coach = new Browser(t.app);
    await coach.signIn((await createCoach(t.db)).email);
    const calls = [
      { url: `${BASE}/editions` },
      { url: `${BASE}/editions/${made.id}` },
      { method: 'POST' as const, url: `${BASE}/editions`, payload: edition() },
      { method: 'PUT' as const, url: `${BASE}/editions/${made.id}`, payload: edition() },
      {
        method: 'POST' as const,
        url: `${BASE}/${drawId}/draw`,
        payload: { entryCount: 0, seedHash: draws[0]!.seedHash },
      },
      { method: 'POST' as const, url: `${BASE}/${drawId}/picks/ABC/notify`, payload: {} },
      { method: 'POST' as const, url: `${BASE}/${drawId}/picks/ABC/accept`, payload: {} },
      { method: 'POST' as const, url: `${BASE}/${drawId}/picks/ABC/pass`, payload: { note: 'No responde' } },
    ];
    for (const call of calls) {
      expect((await visitor.request(call)).statusCode, call.url).toBe(401);
      expect((await member.request(call)).statusCode, call.url).toBe(403);
      expect((await coach.request(call)).statusCode, call.url).toBe(403);
    }
    // The public side needs no account, and shows nothing of the seed but its hash before the draw.
    const published = (await visitor.request({ url: `/api/draws/${drawId}` })).json();
    expect(published).toMatchObject({ seed: null, entries: [], picks: [], seedHash: draws[0]!.seedHash });
  });

  it('refuses an edition that closes before it opens or draws before it closes, with field messages', async () => {
    const res = await staff.request({
      method: 'POST',
      url: `${BASE}/editions`,
      payload: edition({ endsAt: at(-120), drawAt: at(-130), excludedDomains: 'no es un dominio', name: '' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: 'Escribe el nombre de la edición.',
      endsAt: 'El cierre debe ser posterior al inicio.',
      drawAt: 'El sorteo debe celebrarse después del cierre del periodo.',
      excludedDomains: 'Escribe dominios como editorial.example, uno por línea.',
    });
  });

  it('lists the tablet entries the rules allow, each exclusion with its reason, one entry per person', async () => {
    const { edition: made } = await createEdition();
    const [first, second] = [await createAxis(t.db), await createAxis(t.db)];
    const valid = await createMember(t.db, { name: 'Válida' });
    const people = {
      valid,
      staffRole: await createMember(t.db, { role: 'staff' }),
      team: await createMember(t.db, { rol: 'EQUIPO COMPARTIR' }),
      employee: await createMember(t.db, { email: `ana-${Date.now()}@ventas.editorial.example` }),
      unconfirmed: await createMember(t.db, { updated_fields: 0 }),
      late: await createMember(t.db),
    };
    await tabletEntry(first.id, valid.id, at(-90));
    await tabletEntry(second.id, valid.id, at(-80));
    for (const key of ['staffRole', 'team', 'employee', 'unconfirmed'] as const)
      await tabletEntry(first.id, people[key].id, at(-90));
    await tabletEntry(first.id, people.late.id, at(-59));

    const tablet = (await detail(made.id)).draws.find((d) => d.raffle === 'tablet')!;
    const ours = new Set(Object.values(people).map((p) => p.id));
    const byText = (a: unknown, b: unknown) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1);
    const reasons = tablet.candidates.filter((c) => ours.has(c.userId)).map((c) => [c.userId, c.reason]);
    // The earliest entry of a person is theirs; a later one is the duplicate.
    expect(reasons.findIndex(([id, reason]) => id === valid.id && reason === null)).toBeLessThan(
      reasons.findIndex(([id, reason]) => id === valid.id && reason === 'duplicate'),
    );
    expect(reasons.sort(byText)).toEqual(
      [
        [valid.id, null],
        [people.staffRole.id, 'staff'],
        [people.team.id, 'staff'],
        [people.employee.id, 'employee'],
        [people.unconfirmed.id, 'unconfirmed'],
        [valid.id, 'duplicate'],
        [people.late.id, 'outside-period'],
      ].sort(byText),
    );
    expect(tablet.entryCount).toBe(1);
  });

  it('ranks the smartwatch entries by different messages: 25 copies of one message count once', async () => {
    const { edition: made } = await createEdition({ smartwatchTop: 2 });
    const axis = await createAxis(t.db);
    const thread = await createThread(t.db, { axis_id: axis.id });
    const [copier, steady, second] = [
      await createMember(t.db),
      await createMember(t.db),
      await createMember(t.db),
    ];
    for (let i = 0; i < 25; i++)
      await t.db
        .insertInto('thread_posts')
        .values({
          id: newId(),
          thread_id: thread.id,
          user_id: copier.id,
          post: '<p>¡Me encanta!</p>',
          hidden: 0,
          created_at: at(-90),
        })
        .execute();
    for (const [who, n] of [
      [steady, 3],
      [second, 2],
    ] as const)
      for (let i = 0; i < n; i++)
        await createThreadPost(t.db, {
          thread_id: thread.id,
          user_id: who.id,
          post: `<p>Aporte ${i} de ${who.id}</p>`,
          created_at: at(-90),
        });

    const smartwatch = (await detail(made.id)).draws.find((d) => d.raffle === 'smartwatch')!;
    const entered = smartwatch.candidates.filter((c) => c.axisTitle === axis.title);
    expect(entered.map((c) => [c.userId, c.detail, c.reason])).toEqual([
      [steady.id, '3 mensajes distintos en el foro', null],
      [second.id, '2 mensajes distintos en el foro', null],
    ]);

    // The portal's own ranking counts the same way, both when recounted and reply by reply.
    const participation = (userId: string) =>
      t.db
        .selectFrom('forum_participation')
        .select('posts')
        .where('axis_id', '=', axis.id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    expect(await participation(copier.id)).toEqual({ posts: 1 });
    const forum = createForumRepository(t.db);
    for (let i = 0; i < 3; i++)
      await forum.insertPost(thread, second.id, '<p>Otra vez lo mismo</p>', TEST_NOW.toISOString());
    expect(await participation(second.id)).toEqual({ posts: 3 });
  });

  it('moves a published period only with a public, dated note, at least a day ahead, and mails who entered', async () => {
    // Begun before the demo edition, so the demo edition stays the current one for the other tests.
    const { edition: made, draws } = await createEdition({
      startsAt: at(-40),
      endsAt: at(10),
      drawAt: at(12),
    });
    const axis = await createAxis(t.db);
    const entrant = await createMember(t.db, { name: 'Participante' });
    await tabletEntry(axis.id, entrant.id, at(-5));
    const put = (values: Record<string, unknown>) =>
      staff.request({ method: 'PUT', url: `${BASE}/editions/${made.id}`, payload: edition(values) });
    const period = { startsAt: at(-40), endsAt: at(10), drawAt: at(12) };

    // Other fields change freely; the period does not without a reason.
    expect((await put({ ...period, name: 'Edición renombrada' })).statusCode).toBe(200);
    const bare = await put({ ...period, name: 'Edición renombrada', endsAt: at(5) });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors.periodNote).toMatch(/^El periodo ya está publicado: explica por qué cambia/);
    // Closing at once (to draw at once) is refused even with a note.
    const hasty = await put({
      ...period,
      name: 'Edición renombrada',
      endsAt: new Date(TEST_NOW.getTime() + 60_000).toISOString(),
      periodNote: 'Cerramos ya',
    });
    expect(hasty.statusCode).toBe(422);
    expect(hasty.json().errors.endsAt).toBe(
      'El nuevo cierre debe quedar al menos 24 horas después de ahora, para que quienes participan se enteren a tiempo.',
    );
    const moved = await put({
      ...period,
      name: 'Edición renombrada',
      endsAt: at(5),
      drawAt: at(6),
      periodNote: 'El calendario escolar adelanta las vacaciones.',
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const published = (await new Browser(t.app).request({ url: `/api/draws/${draws[0]!.id}` })).json();
    expect(published).toMatchObject({ startsAt: at(-40), endsAt: at(5) });
    expect(published.periodNotes).toEqual([
      {
        at: TEST_NOW.toISOString(),
        note: 'El calendario escolar adelanta las vacaciones.',
        startsBefore: at(-40),
        endsBefore: at(10),
        startsAfter: at(-40),
        endsAfter: at(5),
      },
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('changes_json')
      .where('item_id', '=', made.id)
      .where('action', '=', 'update')
      .execute();
    expect(audit.some((a) => a.changes_json.includes('El calendario escolar adelanta'))).toBe(true);

    await t.app.jobWorker.drain();
    const mail = mailbox.lastTo(entrant.email);
    expect(mail.subject).toBe('Cambia el periodo de participación del sorteo del Edición renombrada');
    expect(mail.text).toContain('El calendario escolar adelanta las vacaciones.');
    expect(mail.text).toContain(`/sorteos/${draws.find((d) => d.raffle === 'tablet')!.id}`);
  });

  it('draws only what the confirmation named, and shows each member their own codes', async () => {
    const { edition: made, draws } = await createEdition();
    const tablet = draws.find((d) => d.raffle === 'tablet')!;
    const axis = await createAxis(t.db);
    const [mine, other] = [await createMember(t.db), await createMember(t.db)];
    await tabletEntry(axis.id, mine.id, at(-70));
    const before = (await detail(made.id)).draws.find((d) => d.id === tablet.id)!;
    expect(before).toMatchObject({ canDraw: true, blockedReason: null });
    const url = `${BASE}/${tablet.id}/draw`;
    const count = before.entryCount;

    const missing = await staff.request({ method: 'POST', url, payload: {} });
    expect(missing.statusCode).toBe(422);
    const stale = await staff.request({
      method: 'POST',
      url,
      payload: { entryCount: count - 1, seedHash: tablet.seedHash },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      `La lista cambió desde que abriste la confirmación: ahora hay ${count} participaciones válidas. Revísala y confirma de nuevo.`,
    );
    const otherHash = draws.find((d) => d.raffle === 'smartwatch')!.seedHash;
    expect(
      (await staff.request({ method: 'POST', url, payload: { entryCount: count, seedHash: otherHash } }))
        .statusCode,
    ).toBe(409);
    const drawn = await staff.request({
      method: 'POST',
      url,
      payload: { entryCount: count, seedHash: tablet.seedHash },
    });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('changes_json')
      .where('item_id', '=', tablet.id)
      .where('action', '=', 'publish')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes_json)).toMatchObject({
      seedHash: { after: tablet.seedHash },
      confirmedEntries: { after: count },
    });

    // A member sees their own code, and it is in the published list; another member sees none of it.
    const member = new Browser(t.app);
    await member.signIn(mine.email);
    const codes = await member.request({ url: '/api/draws/my-entries' });
    expect(codes.statusCode).toBe(200);
    const own = codes.json().filter((e: { drawId: string }) => e.drawId === tablet.id);
    expect(own).toEqual([
      {
        drawId: tablet.id,
        raffle: 'tablet',
        editionName: 'Edición de prueba',
        drawnAt: expect.any(String),
        entryIds: [expect.stringMatching(/^[2-9A-HJKMNP-Z]{10}$/)],
      },
    ]);
    const list = (await member.request({ url: `/api/draws/${tablet.id}` })).json() as PublicDraw;
    expect(list.entries).toContain(own[0].entryIds[0]);
    const stranger = new Browser(t.app);
    await stranger.signIn(other.email);
    expect((await stranger.request({ url: '/api/draws/my-entries' })).json()).toEqual([]);
    const visitor = new Browser(t.app);
    expect((await visitor.request({ url: '/api/draws/my-entries' })).statusCode).toBe(401);
  });

  it('says why a draw cannot be made before the published close', async () => {
    const { edition: made, draws } = await createEdition({ startsAt: at(-45), endsAt: at(3), drawAt: at(4) });
    const tablet = (await detail(made.id)).draws.find((d) => d.raffle === 'tablet')!;
    expect(tablet.canDraw).toBe(false);
    expect(tablet.blockedReason).toMatch(
      /^El sorteo no puede celebrarse antes del cierre publicado del periodo: /,
    );
    const res = await staff.request({
      method: 'POST',
      url: `${BASE}/${draws[0]!.id}/draw`,
      payload: { entryCount: tablet.entryCount, seedHash: draws[0]!.seedHash },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(tablet.blockedReason);
  });

  it('draws the demo edition only after its period, publishes what recomputes it, and runs the winners’ acceptance', async () => {
    const current = (await new Browser(t.app).request({ url: '/api/draws/current' })).json();
    expect(current.edition).toMatchObject({ open: true });
    // The rules' date line reads when the edition last changed (issue 35, item 15).
    const edited = await t.db
      .selectFrom('raffle_editions')
      .select('updated_at')
      .where('id', '=', current.edition.id)
      .executeTakeFirstOrThrow();
    expect(current.edition.updatedAt).toBe(edited.updated_at);
    const tabletDraw = current.edition.draws.find((d: PublicDraw) => d.raffle === 'tablet') as PublicDraw;
    const stored = await t.db
      .selectFrom('raffle_draws')
      .select('seed')
      .where('id', '=', tabletDraw.id)
      .executeTakeFirstOrThrow();
    expect(createHash('sha256').update(Buffer.from(stored.seed, 'hex')).digest('hex')).toBe(
      tabletDraw.seedHash,
    );
    expect(tabletDraw.seed).toBeNull();

    // Members who finish a route during the period join the demo's entry (the member who completed the main route).
    const axis = await createAxis(t.db);
    const finishers = [];
    for (let i = 0; i < 6; i++) {
      const member = await createMember(t.db);
      finishers.push(member);
      await tabletEntry(axis.id, member.id, at(-1));
    }
    const drawUrl = `${BASE}/${tabletDraw.id}/draw`;
    const confirm = { entryCount: 0, seedHash: tabletDraw.seedHash };
    const early = await staff.request({ method: 'POST', url: drawUrl, payload: confirm });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(
      /^El sorteo no puede celebrarse antes del cierre publicado del periodo: .+ \(hora de Colombia\)\.$/,
    );

    const editionId = current.edition.id as string;
    try {
      t.clock.set(new Date(Date.parse(current.edition.endsAt) + 3_600_000));
      await staff.signIn('admin@example.org');
      confirm.entryCount = (await detail(editionId)).draws.find((d) => d.id === tabletDraw.id)!.entryCount;
      // Past the period no entry is recorded.
      expect(await t.app.services.axes.mayEnterTabletDraw(finishers[0]!.id)).toBe(false);
      const made = await staff.request({ method: 'POST', url: drawUrl, payload: confirm });
      expect(made.statusCode, made.body).toBe(200);
      expect((await staff.request({ method: 'POST', url: drawUrl, payload: confirm })).statusCode).toBe(409);

      const published = (
        await new Browser(t.app).request({ url: `/api/draws/${tabletDraw.id}` })
      ).json() as PublicDraw;
      expect(published.seed).toBe(stored.seed);
      expect(published.entries).toHaveLength(confirm.entryCount);
      expect(confirm.entryCount).toBeGreaterThanOrEqual(7);
      expect(JSON.stringify(published.entries)).not.toMatch(/@|Persona|Camila/);
      expect(published.picks).toHaveLength(4);
      expect(published).toMatchObject(drawWinners(stored.seed, published.entries, 4));

      const checked = verify(published);
      expect(checked.code, checked.out).toBe(0);
      expect(checked.out).toContain(`Winner: ${published.picks[0]}`);
      expect(verify({ ...published, picks: [...published.picks].reverse() }).code).toBe(1);
      expect(verify({ ...published, entries: published.entries.slice(1) }).code).toBe(1);

      // The period and the rules that chose the entries are frozen once a draw is made.
      const frozen = await staff.request({
        method: 'PUT',
        url: `${BASE}/editions/${editionId}`,
        payload: edition({ startsAt: at(-10), endsAt: at(10), drawAt: at(20) }),
      });
      expect(frozen.statusCode).toBe(409);

      // Winners: only the pick whose turn it is can be acted on; the mail carries the 48 hours.
      const [winner, firstAlternate] = published.picks as [string, string];
      const pick = (id: string) => `${BASE}/${tabletDraw.id}/picks/${id}`;
      expect(
        (await staff.request({ method: 'POST', url: `${pick(firstAlternate)}/notify`, payload: {} }))
          .statusCode,
      ).toBe(409);
      expect(
        (await staff.request({ method: 'POST', url: `${pick(winner)}/accept`, payload: {} })).statusCode,
      ).toBe(409);
      const notified = await staff.request({ method: 'POST', url: `${pick(winner)}/notify`, payload: {} });
      expect(notified.statusCode, notified.body).toBe(200);
      const winnerPick = (notified.json() as EditionDetail).draws.find((d) => d.id === tabletDraw.id)!
        .picks[0]!;
      expect(winnerPick).toMatchObject({
        status: 'notified',
        deadlineAt: new Date(t.clock.now().getTime() + 48 * 3_600_000).toISOString(),
      });
      await t.app.jobWorker.drain();
      const mail = mailbox.lastTo(winnerPick.email);
      expect(mail.subject).toContain('Has ganado el sorteo');
      expect(mail.text).toContain('48 horas');
      expect(mail.text).toContain(`/sorteos/${tabletDraw.id}`);

      const passBad = await staff.request({
        method: 'POST',
        url: `${pick(winner)}/pass`,
        payload: { note: ' ' },
      });
      expect(passBad.statusCode).toBe(422);
      const passed = await staff.request({
        method: 'POST',
        url: `${pick(winner)}/pass`,
        payload: { note: 'No respondió en 48 horas' },
      });
      expect(passed.statusCode).toBe(200);
      expect(
        (await staff.request({ method: 'POST', url: `${pick(firstAlternate)}/notify`, payload: {} }))
          .statusCode,
      ).toBe(200);
      const accepted = await staff.request({
        method: 'POST',
        url: `${pick(firstAlternate)}/accept`,
        payload: {},
      });
      const picks = (accepted.json() as EditionDetail).draws.find((d) => d.id === tabletDraw.id)!.picks;
      expect(picks.map((p) => p.status)).toEqual(['passed', 'accepted', 'waiting', 'waiting']);
      expect(picks[0]!.note).toBe('No respondió en 48 horas');

      const audit = await t.db
        .selectFrom('audit_log')
        .select(['action', 'changes_json'])
        .where('item_id', '=', tabletDraw.id)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      expect(audit.map((a) => a.action).sort()).toEqual(['publish', 'update', 'update', 'update', 'update']);
    } finally {
      t.clock.set(TEST_NOW);
      await staff.signIn('admin@example.org');
    }
  });
});
