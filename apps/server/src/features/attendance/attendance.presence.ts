import type { FastifyBaseLogger } from 'fastify';

/** A meeting's live page holding its stream open in this process (features/live registers it). */
export interface PresentPage {
  meetingId: string;
  userId: string;
  /** Tells the page that the member's attendance counts from now on (an event on its stream). */
  tell: () => void;
}

/**
 * The minutes of attendance of open live pages (docs/decisions/0133-attendance-counted-from-the-live-stream.md).
 * A live page holds its stream of the meeting open only while it is visible, and registers it here; at
 * half past each minute (`tickMs`, by the wall clock, so that every process counts in the same second
 * and a page that reconnects to another process within a minute is counted once) the members of the
 * open pages get that minute, in one statement per meeting. A member whose attendance counts from that
 * minute is told on her pages, which then read the meeting again (its certificate appears).
 */
export function createPresence(deps: {
  /** Stores the minute for these members of one meeting; answers those whose attendance counts now. */
  recordPresence: (meetingId: string, userIds: readonly string[]) => Promise<string[]>;
  tickMs: number;
  log: FastifyBaseLogger;
}) {
  const { tickMs } = deps;
  const pages = new Set<PresentPage>();
  let timer: NodeJS.Timeout | undefined;
  let counting: Promise<void> | null = null;

  /** The wait until the next middle of a period of `tickMs` by the wall clock. */
  const untilNextTick = () => {
    const now = Date.now();
    const half = tickMs / 2;
    return Math.floor((now - half) / tickMs) * tickMs + half + tickMs - now;
  };
  const schedule = () => {
    timer = setTimeout(() => {
      void tick();
      if (pages.size > 0) schedule();
      else timer = undefined;
    }, untilNextTick());
    timer.unref();
  };

  /** Counts the minute for every open page now; one count at a time (a slow one is not overlapped). */
  async function tick(): Promise<void> {
    if (counting) return counting;
    const byMeeting = new Map<string, Map<string, PresentPage[]>>();
    for (const page of pages) {
      let members = byMeeting.get(page.meetingId);
      if (!members) byMeeting.set(page.meetingId, (members = new Map()));
      members.set(page.userId, [...(members.get(page.userId) ?? []), page]);
    }
    counting = (async () => {
      for (const [meetingId, members] of byMeeting) {
        try {
          const reached = await deps.recordPresence(meetingId, [...members.keys()]);
          for (const userId of reached)
            for (const page of members.get(userId) ?? []) if (pages.has(page)) page.tell();
        } catch (err) {
          deps.log.warn({ err, meetingId }, 'The attendance minute of open live pages could not be stored');
        }
      }
    })().finally(() => (counting = null));
    return counting;
  }

  return {
    /** Registers an open live page; the function it returns takes it away (the stream closed). */
    add(page: PresentPage): () => void {
      pages.add(page);
      if (!timer) schedule();
      return () => {
        pages.delete(page);
      };
    },
    /** Counts the current minute for the open pages now (the timer's work; tests call it). */
    tick,
    /** How many live pages count attendance in this process now. */
    size: () => pages.size,
    close() {
      clearTimeout(timer);
      timer = undefined;
      pages.clear();
    },
  };
}
export type Presence = ReturnType<typeof createPresence>;
