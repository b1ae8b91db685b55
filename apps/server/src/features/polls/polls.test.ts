import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminPoll, Poll } from '@foro/shared/polls/schemas';
import { SUBMISSION_KEY_HEADER } from '@foro/shared/http/submission';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';
import { createCoach, createMeeting, signedInMember } from '../../test/factories.ts';
import { createLivePublishers } from '../live/index.ts';

/** A live meeting's polls (issue 33 §3, docs/decisions/0061-polls.md). */
describe.each(engines)('polls on %s', (engine) => {
  let t: TestApp;
  let staff: Browser;

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    staff = new Browser(t.app);
    await staff.signIn('admin@example.org');
  });
  afterAll(() => t.close());

  /** A published meeting hosted by a member of its own, with the host signed in. */
  async function hostedMeeting() {
    const host = await signedInMember(t);
    const meeting = await createMeeting(t.db, { host_user_id: host.user.id });
    return { meeting, host: host.browser, hostUser: host.user };
  }
  const create = (who: Browser, meetingId: string, payload: unknown, headers: Record<string, string> = {}) =>
    who.request({ method: 'POST', url: `/api/admin/polls/meetings/${meetingId}`, payload, headers });
  const act = (who: Browser, pollId: string, action: 'open' | 'close') =>
    who.request({ method: 'POST', url: `/api/admin/polls/${pollId}/${action}` });
  const list = async (who: Browser, slug: string) => {
    const answer = await who.request({ url: `/api/meeting/${slug}/polls` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as Poll[];
  };
  const vote = (who: Browser, slug: string, pollId: string, option: string) =>
    who.request({ method: 'POST', url: `/api/meeting/${slug}/polls/${pollId}/vote`, payload: { option } });
  const adminList = async (who: Browser, meetingId: string) => {
    const answer = await who.request({ url: `/api/admin/polls/meetings/${meetingId}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as AdminPoll[];
  };
  const counts = (poll: { options: Array<{ votes?: number }> }) => poll.options.map((o) => o.votes);
  const rows = async (table: 'meeting_polls' | 'meeting_poll_options' | 'meeting_poll_votes') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  async function openPoll(options = ['Sí', 'No', 'Depende']) {
    const w = await hostedMeeting();
    const made = await create(w.host, w.meeting.id, { question: '¿Usas rúbricas en clase?', options });
    expect(made.statusCode, made.body).toBe(200);
    const poll = made.json() as AdminPoll;
    expect((await act(w.host, poll.id, 'open')).statusCode).toBe(200);
    return { ...w, poll };
  }

  it('lets the host prepare a draft, invisible to members until it opens', async () => {
    const w = await hostedMeeting();
    const made = await create(w.host, w.meeting.id, {
      question: '  ¿Qué nivel enseñas?  ',
      options: ['Inicial', 'Primaria', 'Secundaria'],
    });
    expect(made.statusCode, made.body).toBe(200);
    const poll = made.json() as AdminPoll;
    expect(poll).toMatchObject({
      question: '¿Qué nivel enseñas?',
      state: 'draft',
      openedAt: null,
      closedAt: null,
      options: [
        { text: 'Inicial', votes: 0 },
        { text: 'Primaria', votes: 0 },
        { text: 'Secundaria', votes: 0 },
      ],
    });
    const { browser: member } = await signedInMember(t);
    expect(await list(member, w.meeting.slug)).toEqual([]);
    // A draft takes no vote, and says so without telling its question.
    const early = await vote(member, w.meeting.slug, poll.id, poll.options[0]!.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Esta encuesta todavía no está abierta.');

    const opened = await act(w.host, poll.id, 'open');
    expect(opened.json()).toMatchObject({ state: 'open', openedAt: expect.any(String) });
    // The contract: id, question, state, options (id, text; no votes before one's vote), myVote.
    expect(await list(member, w.meeting.slug)).toEqual([
      {
        id: poll.id,
        question: '¿Qué nivel enseñas?',
        state: 'open',
        options: poll.options.map((o) => ({ id: o.id, text: o.text })),
        myVote: null,
      },
    ]);
  });

  it('takes one vote per member, changeable while open, and shows results to voters, then to all', async () => {
    const { meeting, host, poll } = await openPoll();
    const [yes, no] = poll.options.map((o) => o.id) as [string, string];
    const a = (await signedInMember(t)).browser;
    const b = (await signedInMember(t)).browser;
    const c = (await signedInMember(t)).browser;

    const first = await vote(a, meeting.slug, poll.id, yes);
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as Poll[])[0]).toMatchObject({ myVote: yes });
    expect(counts((first.json() as Poll[])[0]!)).toEqual([1, 0, 0]);
    // B has not voted: no counts at all.
    expect(counts((await list(b, meeting.slug))[0]!)).toEqual([undefined, undefined, undefined]);

    expect((await vote(b, meeting.slug, poll.id, no)).statusCode).toBe(200);
    // A changes their mind, then taps the same option again: one vote each, moved once.
    expect((await vote(a, meeting.slug, poll.id, no)).statusCode).toBe(200);
    const again = await vote(a, meeting.slug, poll.id, no);
    expect(counts((again.json() as Poll[])[0]!)).toEqual([0, 2, 0]);
    expect((await list(a, meeting.slug))[0]!.myVote).toBe(no);
    const stored = await t.db
      .selectFrom('meeting_poll_votes')
      .select('option_id')
      .where('poll_id', '=', poll.id)
      .execute();
    expect(stored.map((r) => r.option_id)).toEqual([no, no]);
    // The host sees every count while it is open.
    expect(counts((await adminList(host, meeting.id))[0]!)).toEqual([0, 2, 0]);
    // Two taps at once from one member are still one vote.
    await Promise.all([vote(c, meeting.slug, poll.id, yes), vote(c, meeting.slug, poll.id, yes)]);
    expect(counts((await adminList(host, meeting.id))[0]!)).toEqual([1, 2, 0]);

    expect((await act(host, poll.id, 'close')).json()).toMatchObject({ state: 'closed' });
    const d = (await signedInMember(t)).browser;
    // Closed: everyone sees the final results, voter or not.
    expect(await list(d, meeting.slug)).toEqual([expect.objectContaining({ state: 'closed', myVote: null })]);
    expect(counts((await list(d, meeting.slug))[0]!)).toEqual([1, 2, 0]);
    // …and no more votes: a clear 409, nothing changed.
    const late = await vote(d, meeting.slug, poll.id, yes);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Esta encuesta ya se cerró: no admite más votos.');
    const change = await vote(a, meeting.slug, poll.id, yes);
    expect(change.statusCode).toBe(409);
    expect(counts((await adminList(host, meeting.id))[0]!)).toEqual([1, 2, 0]);
    // A closed poll does not open again.
    expect((await act(host, poll.id, 'open')).statusCode).toBe(409);
  });

  it('takes changes of vote crossing each other at once, each answered, the counts true', async () => {
    // The live-room benchmark on PostgreSQL: members moving A→B while others moved B→A answered 500
    // (each transaction held one option's counter and waited for the other's: a deadlock).
    const { meeting, host, poll } = await openPoll();
    const [yes, no] = poll.options.map((o) => o.id) as [string, string];
    const members = await Promise.all(
      Array.from({ length: 24 }, async () => (await signedInMember(t)).browser),
    );
    for (const [i, m] of members.entries()) await vote(m, meeting.slug, poll.id, i % 2 ? yes : no);
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        members.map((m, i) => vote(m, meeting.slug, poll.id, (i + round) % 2 ? no : yes)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(members.map(() => 200));
    }
    // After three rounds, each member sits on the option opposite to their first vote's parity.
    expect(counts((await adminList(host, meeting.id))[0]!)).toEqual([12, 12, 0]);
  });

  it('refuses bad input with Spanish field errors and writes nothing', async () => {
    const w = await hostedMeeting();
    const before = [await rows('meeting_polls'), await rows('meeting_poll_options')];
    const cases: Array<[unknown, string, string]> = [
      [{ question: '¿Sí?', options: ['Una'] }, 'options', 'Una encuesta tiene entre 2 y 6 opciones.'],
      [
        { question: '¿Sí?', options: ['1', '2', '3', '4', '5', '6', '7'] },
        'options',
        'Una encuesta tiene entre 2 y 6 opciones.',
      ],
      [
        { question: '¿Sí?', options: ['Sí', ' sí '] },
        'options',
        'Hay dos opciones iguales: cada opción debe ser distinta.',
      ],
      [{ question: '   ', options: ['Sí', 'No'] }, 'question', 'Escribe la pregunta de la encuesta.'],
      [{ question: '¿Sí?', options: ['Sí', ''] }, 'options.1', 'Escribe el texto de la opción.'],
      [
        { question: 'x'.repeat(301), options: ['Sí', 'No'] },
        'question',
        'La pregunta admite hasta 300 caracteres.',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const answer = await create(w.host, w.meeting.id, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(422);
      expect(answer.json().errors[field], JSON.stringify(answer.json())).toBe(message);
    }
    expect([await rows('meeting_polls'), await rows('meeting_poll_options')]).toEqual(before);

    const { meeting, poll } = await openPoll();
    const member = (await signedInMember(t)).browser;
    const votesBefore = await rows('meeting_poll_votes');
    const unknown = await vote(member, meeting.slug, poll.id, 'no-such-option');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ option: 'Elige una de las opciones de la encuesta.' });
    // Another poll's option, a poll of another meeting, an empty body: refused too.
    const other = await openPoll();
    expect((await vote(member, meeting.slug, poll.id, other.poll.options[0]!.id)).statusCode).toBe(422);
    expect((await vote(member, meeting.slug, other.poll.id, other.poll.options[0]!.id)).statusCode).toBe(404);
    const empty = await member.request({
      method: 'POST',
      url: `/api/meeting/${meeting.slug}/polls/${poll.id}/vote`,
      payload: {},
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.option).toBe('Elige una de las opciones de la encuesta.');
    expect(await rows('meeting_poll_votes')).toBe(votesBefore);
  });

  it('lets only members vote, and only the host of that meeting and staff run its polls', async () => {
    const { meeting, poll } = await openPoll();
    const otherHost = await hostedMeeting();
    const member = (await signedInMember(t)).browser;
    const coach = new Browser(t.app);
    const coachUser = await createCoach(t.db);
    await coach.signIn(coachUser.email, coachUser.password);
    const visitor = new Browser(t.app);
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
    const payload = { question: '¿Otra?', options: ['Sí', 'No'] };

    expect((await visitor.request({ url: `/api/meeting/${meeting.slug}/polls` })).statusCode).toBe(401);
    expect((await vote(visitor, meeting.slug, poll.id, poll.options[0]!.id)).statusCode).toBe(401);
    for (const who of [visitor, member, coach, otherHost.host]) {
      const expected = who === visitor ? 401 : 403;
      expect((await create(who, meeting.id, payload)).statusCode).toBe(expected);
      expect((await act(who, poll.id, 'close')).statusCode).toBe(expected);
      expect((await act(who, poll.id, 'open')).statusCode).toBe(expected);
      expect((await who.request({ url: `/api/admin/polls/meetings/${meeting.id}` })).statusCode).toBe(
        expected,
      );
      expect((await who.request({ method: 'DELETE', url: `/api/admin/polls/${poll.id}` })).statusCode).toBe(
        expected,
      );
    }
    // An unknown poll is refused to a host as to anyone not staff; staff get 404.
    expect((await act(otherHost.host, 'no-such-poll', 'open')).statusCode).toBe(403);
    expect((await act(staff, 'no-such-poll', 'open')).statusCode).toBe(404);
    expect((await adminList(staff, meeting.id))[0]!.state).toBe('open');
    // A meeting not yet published has no polls for members.
    const draft = await createMeeting(t.db, { published_at: null });
    expect((await member.request({ url: `/api/meeting/${draft.slug}/polls` })).statusCode).toBe(404);
    expect(await rows('meeting_polls')).toBeGreaterThan(0);
    const after = await adminList(staff, meeting.id);
    expect(after).toHaveLength(1);
    expect(after[0]!.state).toBe('open');
  });

  it('audits what the host and staff do, in the same transaction, with the actor', async () => {
    const { meeting, host, hostUser } = await hostedMeeting();
    const made = (await create(host, meeting.id, { question: '¿Auditada?', options: ['Sí', 'No'] })).json();
    await act(host, made.id, 'open');
    await act(staff, made.id, 'close');
    // Closing again changes nothing and records nothing.
    await act(staff, made.id, 'close');
    const draft = (await create(host, meeting.id, { question: '¿Borrador?', options: ['Sí', 'No'] })).json();
    expect((await host.request({ method: 'DELETE', url: `/api/admin/polls/${draft.id}` })).statusCode).toBe(
      200,
    );
    // An open or closed poll keeps its votes: it cannot be deleted.
    expect((await host.request({ method: 'DELETE', url: `/api/admin/polls/${made.id}` })).statusCode).toBe(
      409,
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_email', 'action', 'item_id', 'changes_json'])
      .where('item_type', '=', 'poll')
      .where('item_id', 'in', [made.id, draft.id])
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const summary = audit.map((a) => [a.actor_email, a.action, a.item_id, JSON.parse(a.changes_json).state]);
    expect(summary).toEqual(
      expect.arrayContaining([
        [hostUser.email, 'create', made.id, undefined],
        [hostUser.email, 'update', made.id, { before: 'draft', after: 'open' }],
        ['admin@example.org', 'update', made.id, { before: 'open', after: 'closed' }],
        [hostUser.email, 'create', draft.id, undefined],
        [hostUser.email, 'delete', draft.id, { before: 'draft', after: null }],
      ]),
    );
    expect(audit).toHaveLength(5);
  });

  it('makes one poll of a create sent twice with the same submission key', async () => {
    const w = await hostedMeeting();
    const headers = { [SUBMISSION_KEY_HEADER]: 'poll-key-0123456789abcdef' };
    const payload = { question: '¿Una sola vez?', options: ['Sí', 'No'] };
    const [one, two] = await Promise.all([
      create(w.host, w.meeting.id, payload, headers),
      create(w.host, w.meeting.id, payload, headers),
    ]);
    expect(one.statusCode).toBe(200);
    expect(two.statusCode).toBe(200);
    expect(one.json().id).toBe(two.json().id);
    expect(await adminList(w.host, w.meeting.id)).toHaveLength(1);
  });

  it('tells the meeting’s pages at once on open and close, and of votes once per window', async () => {
    const { meeting, host, poll } = await openPoll();
    const events = async () =>
      (
        await t.db
          .selectFrom('live_events')
          .select(['kind', 'subject'])
          .where('channel', '=', `meeting:${meeting.id}`)
          .execute()
      ).filter((e) => e.kind === 'polls');
    await t.app.liveBus.settled();
    expect(await events()).toEqual([{ kind: 'polls', subject: poll.id }]);
    // The opening is told apart for the live room's tab.
    const opened = await t.db
      .selectFrom('live_events')
      .select(['kind', 'subject'])
      .where('channel', '=', `meeting:${meeting.id}`)
      .where('kind', '=', 'poll-opened')
      .execute();
    expect(opened).toEqual([{ kind: 'poll-opened', subject: poll.id }]);
    // A burst of votes: no event yet (the window is open), then one.
    await Promise.all(
      Array.from({ length: 5 }, async () =>
        vote((await signedInMember(t)).browser, meeting.slug, poll.id, poll.options[1]!.id),
      ),
    );
    await t.app.liveBus.settled();
    expect(await events()).toHaveLength(1);
    await t.app.services.live.flushPolls();
    await t.app.liveBus.settled();
    expect(await events()).toHaveLength(2);
    // The console hears it on its own channel too.
    const console = await t.db
      .selectFrom('live_events')
      .select('kind')
      .where('channel', '=', `questions:meeting:${meeting.id}`)
      .where('kind', '=', 'polls')
      .execute();
    expect(console).toHaveLength(2);
    await act(host, poll.id, 'close');
    await t.app.liveBus.settled();
    expect(await events()).toHaveLength(3);
    // Closing is not an opening.
    expect(
      await t.db
        .selectFrom('live_events')
        .select('kind')
        .where('channel', '=', `meeting:${meeting.id}`)
        .where('kind', '=', 'poll-opened')
        .execute(),
    ).toHaveLength(1);
  });

  it('exports a meeting’s polls and results as CSV for the host', async () => {
    const { meeting, host, poll } = await openPoll(['Sí', 'No']);
    await vote((await signedInMember(t)).browser, meeting.slug, poll.id, poll.options[0]!.id);
    const file = await host.request({ url: `/api/admin/polls/meetings/${meeting.id}/export` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.body).toBe(
      '\uFEFFEncuesta;Estado;Opción;Votos;Porcentaje\r\n' +
        '¿Usas rúbricas en clase?;abierta;Sí;1;100\r\n' +
        '¿Usas rúbricas en clase?;abierta;No;0;0\r\n',
    );
  });
});

describe('the poll vote publisher', () => {
  it('sends a burst of votes as one event per poll and window; open and close at once', async () => {
    vi.useFakeTimers();
    try {
      const sent: string[] = [];
      const live = createLivePublishers(
        {
          publish: async (channel, kind, subject) => void sent.push(`${channel} ${kind} ${subject}`) as never,
          broadcast: async () => {},
        },
        { error: () => {} },
        { pollVoteWindowMs: 1000 },
      );
      for (let i = 0; i < 200; i++) await live.pollsChanged('m1', 'p1', 'vote');
      await live.pollsChanged('m1', 'p2', 'vote');
      expect(sent).toEqual([]);
      await vi.advanceTimersByTimeAsync(1000);
      expect(sent.filter((s) => s.startsWith('meeting:'))).toEqual([
        'meeting:m1 polls p1',
        'meeting:m1 polls p2',
      ]);
      // A vote then a close: the close goes at once and carries the waiting vote.
      await live.pollsChanged('m1', 'p1', 'vote');
      await live.pollsChanged('m1', 'p1', 'closed');
      await vi.advanceTimersByTimeAsync(2000);
      expect(sent.filter((s) => s.startsWith('meeting:'))).toHaveLength(3);
      // An opening is also told apart, on the meeting's channel only.
      await live.pollsChanged('m1', 'p3', 'opened');
      expect(sent.slice(-3)).toEqual([
        'meeting:m1 polls p3',
        'questions:meeting:m1 polls p3',
        'meeting:m1 poll-opened p3',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
