import {
  emptyReactionTotals,
  REACTION_EVENT_MS,
  REACTIONS_CLOSED,
  REACTIONS_PER_SECOND,
  reactionKinds,
  reactionLabels,
  type ReactionAccepted,
  type ReactionKind,
  type ReactionReport,
  type ReactionTotals,
} from '@foro/shared/reactions/schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  instantsOf,
  staffDateTime,
  staffHeading,
  STAFF_DEFAULT_TIME_ZONE,
} from '@foro/shared/admin/staff-time';
import { toCsv } from '../../lib/csv.ts';
import type { MeetingState } from '../meetings/index.ts';
import { clockStateOf, type Viewer } from '../meetings/index.ts';
import { createReactionsRepository, type ReactionCount } from './reactions.repository.ts';

/** How long a process reuses a meeting read by its slug: taps come by the thousand in the same minutes. */
const MEETING_TTL_MS = 5_000;

const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000).toISOString();

const toTotals = (rows: Array<{ kind: string; count: number }>): ReactionTotals => {
  const totals = emptyReactionTotals();
  for (const r of rows)
    if ((reactionKinds as readonly string[]).includes(r.kind)) totals[r.kind as ReactionKind] += r.count;
  return totals;
};

/**
 * Reactions on a live meeting (issue 33 item 4, docs/decisions/0062-reactions.md). A tap is counted in
 * memory (no database work on the request); each meeting's taps are added to its per-minute rows at most
 * every 500 ms, and the totals then read are sent to its open pages as one passing live event. A member's
 * taps beyond three in a second are accepted and not counted.
 */
export function createReactionsService(deps: {
  db: Db;
  clock: Clock;
  /** The state of a meeting the viewer may see, by its slug (features/meetings `stateOr404`). */
  stateOr404: (slug: string, viewer: Viewer) => Promise<MeetingState>;
  /** After a meeting's taps were saved: its running totals (features/live). */
  onTotals?: (meetingId: string, totals: ReactionTotals) => Promise<void>;
  log: { error: (obj: object, msg: string) => void };
  /** Taps gathered per meeting this long before they are saved and sent. */
  flushMs?: number;
}) {
  const repo = createReactionsRepository(deps.db);
  const flushMs = deps.flushMs ?? REACTION_EVENT_MS;

  const meetings = new Map<string, { at: number; row: Promise<MeetingState> }>();
  const meetingOf = (slug: string, viewer: Viewer & { role: string }) => {
    // Staff also reach drafts: their reads are kept apart from members'.
    const key = `${viewer.role === 'staff' ? 's' : 'm'}:${slug}`;
    const now = Date.now();
    const kept = meetings.get(key);
    if (kept && now - kept.at < MEETING_TTL_MS) return kept.row;
    const row = deps.stateOr404(slug, viewer);
    meetings.set(key, { at: now, row });
    row.catch(() => meetings.delete(key));
    if (meetings.size > 1000) meetings.delete(meetings.keys().next().value!);
    return row;
  };

  /** Each member's taps in the current second. */
  const allowance = new Map<string, { second: number; taps: number }>();
  let swept = 0;
  /** Taps not yet saved: per meeting, per `minute kind`. */
  const pending = new Map<string, Map<string, number>>();
  const timers = new Map<string, NodeJS.Timeout>();
  const flushing = new Set<Promise<void>>();

  function allowed(memberId: string, second: number) {
    if (second !== swept) {
      // Once a second at most: the seconds gone are forgotten.
      for (const [id, a] of allowance) if (a.second < second) allowance.delete(id);
      swept = second;
    }
    const mine = allowance.get(memberId);
    if (!mine || mine.second !== second) {
      allowance.set(memberId, { second, taps: 1 });
      return true;
    }
    if (mine.taps >= REACTIONS_PER_SECOND) return false;
    mine.taps++;
    return true;
  }

  async function save(meetingId: string) {
    const timer = timers.get(meetingId);
    if (timer) clearTimeout(timer);
    timers.delete(meetingId);
    const batch = pending.get(meetingId);
    pending.delete(meetingId);
    if (!batch) return;
    const counts: ReactionCount[] = [];
    for (const [key, count] of batch) {
      const [minute, kind] = key.split(' ') as [string, string];
      counts.push({ minute, kind, count });
    }
    try {
      await repo.add(meetingId, counts);
      const totals = toTotals(await repo.totals(meetingId));
      await deps.onTotals?.(meetingId, totals);
    } catch (error) {
      // The taps are lost, the member's page is not: a reaction is not worth a failed request.
      deps.log.error({ err: error, meetingId }, 'Reactions not saved');
    }
  }

  function flush(meetingId: string) {
    const done = save(meetingId).finally(() => flushing.delete(done));
    flushing.add(done);
    return done;
  }

  return {
    /** One tap: counted in memory, saved and sent within `flushMs`. */
    async react(
      slug: string,
      viewer: { id: string; role: 'member' | 'coach' | 'staff' },
      kind: ReactionKind,
    ): Promise<ReactionAccepted> {
      const meeting = await meetingOf(slug, viewer);
      const now = deps.clock.now();
      if (!clockStateOf(meeting, now).meeting_day) throw new AppError('CONFLICT', REACTIONS_CLOSED);
      if (!allowed(viewer.id, Math.floor(now.getTime() / 1000))) return { counted: false };
      let batch = pending.get(meeting.id);
      if (!batch) pending.set(meeting.id, (batch = new Map()));
      const key = `${minuteOf(now)} ${kind}`;
      batch.set(key, (batch.get(key) ?? 0) + 1);
      if (!timers.has(meeting.id)) {
        const timer = setTimeout(() => void flush(meeting.id), flushMs);
        timer.unref();
        timers.set(meeting.id, timer);
      }
      return { counted: true };
    },

    /** Saves and sends every meeting's waiting taps now (closing, and tests). */
    async flushAll() {
      await Promise.all([...pending.keys()].map(flush));
      while (flushing.size > 0) await Promise.all(flushing);
    },

    /** The meeting's reactions per minute, for its host (404 for an unknown meeting). */
    async report(meetingId: string): Promise<ReactionReport> {
      if (!(await repo.meetingExists(meetingId)))
        throw new AppError('NOT_FOUND', 'No encontramos este encuentro.');
      const byMinute = new Map<string, ReactionTotals>();
      for (const c of await repo.minutes(meetingId)) {
        if (!(reactionKinds as readonly string[]).includes(c.kind)) continue;
        let counts = byMinute.get(c.minute);
        if (!counts) byMinute.set(c.minute, (counts = emptyReactionTotals()));
        counts[c.kind as ReactionKind] += c.count;
      }
      const totals = emptyReactionTotals();
      const minutes = [...byMinute].map(([minute, counts]) => {
        let total = 0;
        for (const kind of reactionKinds) {
          total += counts[kind];
          totals[kind] += counts[kind];
        }
        return { minute, counts, total };
      });
      return { minutes, totals };
    },

    /** The report as CSV (UTF-8 with BOM): one line a minute, a column per kind and the total. */
    async csv(
      meetingId: string,
      timeZone: string = STAFF_DEFAULT_TIME_ZONE,
    ): Promise<{ filename: string; body: string }> {
      const { minutes } = await this.report(meetingId);
      return {
        filename: `reacciones-encuentro-${meetingId}.csv`,
        body: toCsv(
          [
            staffHeading('Minuto', timeZone, instantsOf(minutes.map((m) => m.minute))),
            ...reactionKinds.map((kind) => reactionLabels[kind].name),
            'Total',
          ],
          minutes.map((m) => [
            staffDateTime(m.minute, timeZone),
            ...reactionKinds.map((kind) => m.counts[kind]),
            m.total,
          ]),
        ),
      };
    },

    /** Closing: what is waiting is saved first. */
    close() {
      return this.flushAll();
    },
  };
}
export type ReactionsService = ReturnType<typeof createReactionsService>;
