import type { Actor } from '../../lib/audit.ts';
import {
  embedErrors,
  HOST_NOT_FOUND,
  publicationOf,
  SLUG_TAKEN,
  startOf,
  stateOf,
  stateOverrides,
  type MeetingAdmin,
  type MeetingInput,
  type MeetingList,
  type MeetingListQuery,
  type MeetingPublishInput,
} from '@foro/shared/meetings/admin-schemas';
import { localDate, meetingDisplayTime } from '@foro/shared/meetings/time';
import { plainTitle } from '@foro/shared/meetings/title';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MeetingsTable } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { jsonList } from '../../lib/json-list.ts';
import { publicationChange, type PublicationAction } from '../../lib/publication.ts';
import { lastChangeOf, recordAudit } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { decodeCursor, keysetPage } from '../../lib/keyset.ts';
import { staleEdit } from '../../lib/stale-edit.ts';
import {
  createMeetingsRepository,
  type MeetingChanges,
  type MeetingRow,
  type MeetingsRepository,
} from './meetings.repository.ts';

const NOT_FOUND = 'No encontramos este encuentro.';

/**
 * A stored meeting as the editor's values: local date and time in its zone, state, lists; the host's
 * e-mail is read apart (`editorValues`).
 */
export function valuesOf(row: MeetingRow): Omit<MeetingInput, 'host_email'> {
  const startsAt = new Date(row.starts_at);
  const gender = (value: string) => (value === 'f' ? 'f' : 'm');
  return {
    title: row.title,
    slug: row.slug,
    topic: row.topic,
    date: localDate(startsAt, row.time_zone),
    time: meetingDisplayTime(startsAt, row.time_zone).hour_formated,
    time_zone: row.time_zone as MeetingInput['time_zone'],
    duration_minutes: row.duration_minutes,
    attendance_minutes: row.attendance_minutes,
    state: stateOf(row),
    posts_hidden: row.posts_hidden === 1,
    img: row.img,
    img_inner: row.img_inner,
    img_inner_t: row.img_inner_t,
    img_inner_m: row.img_inner_m,
    bg_more_info: row.bg_more_info,
    bg_more_info_t: row.bg_more_info_t,
    bg_more_info_m: row.bg_more_info_m,
    video_inner: row.video_inner,
    iframe_event: row.iframe_event,
    iframe_chat: row.iframe_chat,
    iframe_post_event: row.iframe_post_event,
    reason: row.reason,
    objectives: jsonList(row.objectives_json),
    doc: row.doc,
    summ: row.summ,
    presentation: row.presentation,
    podcast: row.podcast,
    recommendations: jsonList(row.recommendations_json),
    cta_text: row.cta_text,
    speaker: row.speaker,
    speaker_country: row.speaker_country,
    speaker_job: row.speaker_job,
    speaker_image: row.speaker_image,
    speaker_claim: row.speaker_claim,
    speaker_excerpt: row.speaker_excerpt,
    speaker_name_meeting_page: row.speaker_name_meeting_page,
    speaker_ln: row.speaker_ln,
    speaker_fb: row.speaker_fb,
    speaker_tw: row.speaker_tw,
    speaker_yt: row.speaker_yt,
    speaker_gender: gender(row.speaker_gender),
    driver: row.driver,
    driver_country: row.driver_country,
    driver_job: row.driver_job,
    driver_doc: row.driver_doc,
    driver_claim: row.driver_claim,
    driver_doc_text: row.driver_doc_text,
    driver_ln: row.driver_ln,
    driver_fb: row.driver_fb,
    driver_tw: row.driver_tw,
    driver_yt: row.driver_yt,
    driver_gender: gender(row.driver_gender),
  };
}

/** The columns an input sets. The state's overrides are kept when the state chosen is unchanged. */
type MeetingColumns = Omit<Insertable<MeetingsTable>, 'id' | 'created_at' | 'updated_at' | 'revision'>;

function columnsOf(
  input: MeetingInput,
  slug: string,
  hostUserId: string | null,
  row?: MeetingRow,
): MeetingColumns {
  const {
    date: _date,
    time: _time,
    host_email: _hostEmail,
    state,
    posts_hidden,
    objectives,
    recommendations,
    ...plain
  } = input;
  const overrides = row && stateOf(row) === state ? {} : stateOverrides[state];
  return {
    ...plain,
    slug,
    host_user_id: hostUserId,
    starts_at: startOf(input).toISOString(),
    posts_hidden: posts_hidden ? 1 : 0,
    objectives_json: JSON.stringify(objectives),
    recommendations_json: JSON.stringify(recommendations),
    ...overrides,
  };
}

/** `Liderazgo[br]pedagógico` → `liderazgo-pedagogico`. */
export function slugFrom(title: string): string {
  return (
    plainTitle(title)
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 120)
      .replace(/-+$/, '') || 'encuentro'
  );
}

const publicationFields = (row: MeetingRow) => ({
  published_at: row.published_at,
  archived_at: row.archived_at,
});

/**
 * Meetings in the back office (docs/product/admin.md): list, edit with revisions, publication and
 * archive. Every change runs in one transaction with its audit entry; a save from a stale copy is
 * refused with the saved values (409) and writes nothing.
 */
export function createMeetingsAdminService(deps: {
  db: Db;
  clock: Clock;
  embedHosts: readonly string[];
  /** After a change is saved: the meeting's mails follow it (features/notifications). */
  onChanged?: (meetingId: string) => Promise<void>;
  /** In the save's transaction, before and after: the registered members' notices (decision 0073). */
  onSaved?: (on: Db, before: MeetingRow, after: MeetingRow) => Promise<void>;
}) {
  const { db, clock, embedHosts } = deps;
  const changed = async <T>(id: string, result: T): Promise<T> => {
    await deps.onChanged?.(id);
    return result;
  };
  const repo = createMeetingsRepository(db);

  async function rowOr404(r: MeetingsRepository, id: string): Promise<MeetingRow> {
    const row = await r.findById(id);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return row;
  }

  /** The editor's values of a stored meeting: its fields and its host's e-mail (empty: none). */
  async function editorValues(r: MeetingsRepository, row: MeetingRow): Promise<MeetingInput> {
    const hostEmail = row.host_user_id ? await r.emailOf(row.host_user_id) : undefined;
    return { ...valuesOf(row), host_email: hostEmail ?? '' };
  }

  async function view(r: MeetingsRepository, row: MeetingRow): Promise<MeetingAdmin> {
    return {
      id: row.id,
      revision: row.revision,
      publication: publicationOf(row, clock.now()),
      published_at: row.published_at,
      archived_at: row.archived_at,
      created_at: row.created_at,
      updated_at: row.updated_at,
      starts_at: row.starts_at,
      used: await r.isUsed(row.id),
      inscribed: await r.countInscriptions(row.id),
      values: await editorValues(r, row),
    };
  }

  /**
   * The server's own checks beyond the schema: embed hosts (EMBED_HOSTS), a free address and a host
   * e-mail that names an open account. Answers the host's account id (null: no host).
   */
  async function check(r: MeetingsRepository, input: MeetingInput, exceptId?: string) {
    const errors = embedErrors(input, embedHosts);
    if (input.slug && (await r.slugTaken(input.slug, exceptId))) errors.slug = SLUG_TAKEN;
    const hostUserId = input.host_email ? await r.openAccountIdByEmail(input.host_email) : null;
    if (hostUserId === undefined) errors.host_email = HOST_NOT_FOUND;
    if (Object.keys(errors).length) throw AppError.validation(errors);
    return hostUserId ?? null;
  }

  /** The 409 of a stale save, read inside the save's transaction (SQLite has one connection). */
  async function stale(
    trx: Db,
    row: MeetingRow,
    sent: Record<string, unknown>,
    savedOf: (
      r: MeetingsRepository,
      row: MeetingRow,
    ) => Record<string, unknown> | Promise<Record<string, unknown>>,
  ) {
    const r = createMeetingsRepository(trx);
    const saved = (await r.findById(row.id)) ?? row;
    return staleEdit({
      saved: await savedOf(r, saved),
      sent,
      revision: saved.revision,
      lastChange: await lastChangeOf(trx, 'meeting', row.id),
    });
  }

  /**
   * A change of publication (publish, unpublish, archive, restore) from the revision the person saw:
   * one statement guarded by the revision, audited with the publication fields before and after.
   */
  async function changePublication(
    id: string,
    revision: number,
    actor: Actor,
    action: PublicationAction,
    changes: (row: MeetingRow, now: string) => MeetingChanges,
  ): Promise<MeetingAdmin> {
    const result = await db.transaction().execute(async (trx) => {
      const r = createMeetingsRepository(trx);
      const row = await rowOr404(r, id);
      const now = clock.now().toISOString();
      const set = changes(row, now);
      if (row.revision !== revision || !(await r.updateMeeting(id, set, now, revision)))
        throw await stale(trx, row, { revision }, (_r, saved) => publicationFields(saved));
      const after = await rowOr404(r, id);
      await deps.onSaved?.(trx, row, after);
      await recordAudit(trx, {
        actor,
        action,
        item: { type: 'meeting', id, label: plainTitle(after.title) },
        before: publicationFields(row),
        after: publicationFields(after),
        at: now,
      });
      return view(r, after);
    });
    return changed(id, result);
  }

  const archive = (id: string, revision: number, actor: Actor) =>
    changePublication(id, revision, actor, 'archive', (_row, now) => publicationChange('archive', now));

  return {
    formOptions() {
      return { embedHosts: [...embedHosts] };
    },

    async list(query: MeetingListQuery & { limit: number }): Promise<MeetingList> {
      const now = clock.now();
      const rows = await repo.adminList({
        q: query.q,
        publication: query.publication,
        now: now.toISOString(),
        from: query.from,
        to: query.to,
        after: query.cursor ? decodeCursor(query.cursor) : undefined,
        limit: query.limit + 1,
      });
      const page = keysetPage(rows, query.limit, (row) => row.starts_at);
      return {
        meetings: page.rows.map((row) => {
          const shown = meetingDisplayTime(new Date(row.starts_at), row.time_zone);
          return {
            id: row.id,
            slug: row.slug,
            title: row.title,
            topic: row.topic,
            speaker: row.speaker,
            starts_at: row.starts_at,
            time_zone: row.time_zone,
            date: shown.date,
            hour: shown.hour_formated,
            zone: shown.time_zone,
            state: stateOf(row),
            publication: publicationOf(row, now),
            published_at: row.published_at,
            revision: row.revision,
          };
        }),
        ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
      };
    },

    async get(id: string): Promise<MeetingAdmin> {
      return view(repo, await rowOr404(repo, id));
    },

    /** A new meeting is a draft (docs/product/admin.md#drafts-and-publication). */
    async create(input: MeetingInput, actor: Actor): Promise<MeetingAdmin> {
      return db.transaction().execute(async (trx) => {
        const r = createMeetingsRepository(trx);
        const hostUserId = await check(r, input);
        let slug = input.slug || slugFrom(input.title);
        if (!input.slug) for (let n = 2; await r.slugTaken(slug); n++) slug = `${slugFrom(input.title)}-${n}`;
        const now = clock.now().toISOString();
        const id = newId();
        await r.insertMeeting({
          ...columnsOf(input, slug, hostUserId),
          id,
          revision: 0,
          published_at: null,
          archived_at: null,
          created_at: now,
          updated_at: now,
        });
        const row = await rowOr404(r, id);
        await recordAudit(trx, {
          actor,
          action: 'create',
          item: { type: 'meeting', id, label: plainTitle(row.title) },
          after: await editorValues(r, row),
          at: now,
        });
        return view(r, row);
      });
    },

    /**
     * Saves the editor's values over the revision it loaded (docs/product/admin.md#two-editors). The
     * repository adds 1 to the revision, which is also the calendar event's SEQUENCE.
     */
    async update(
      id: string,
      input: MeetingInput & { revision: number },
      actor: Actor,
    ): Promise<MeetingAdmin> {
      const { revision, ...values } = input;
      const result = await db.transaction().execute(async (trx) => {
        const r = createMeetingsRepository(trx);
        const row = await rowOr404(r, id);
        // An empty address means "keep it": compare the address kept, not the empty field.
        const sent = { ...input, slug: input.slug || row.slug };
        if (row.revision !== revision) throw await stale(trx, row, sent, editorValues);
        const hostUserId = await check(r, values, id);
        const before = await editorValues(r, row);
        const now = clock.now().toISOString();
        const changes = columnsOf(values, values.slug || row.slug, hostUserId, row);
        if (!(await r.updateMeeting(id, changes, now, revision)))
          throw await stale(trx, row, sent, editorValues);
        const after = await rowOr404(r, id);
        await deps.onSaved?.(trx, row, after);
        await recordAudit(trx, {
          actor,
          action: 'update',
          item: { type: 'meeting', id, label: plainTitle(after.title) },
          before,
          after: await editorValues(r, after),
          at: now,
        });
        return view(r, after);
      });
      return changed(id, result);
    },

    /** Published now, or scheduled at `at` (a future instant). Archived meetings come back. */
    publish(id: string, input: MeetingPublishInput, actor: Actor) {
      return changePublication(id, input.revision, actor, 'publish', (_row, now) =>
        publicationChange('publish', now, input.at),
      );
    },

    unpublish(id: string, revision: number, actor: Actor) {
      return changePublication(id, revision, actor, 'unpublish', (_row, now) =>
        publicationChange('unpublish', now),
      );
    },

    archive,

    /** Back from the archive as a draft: publishing it again is a separate, deliberate step. */
    restore(id: string, revision: number, actor: Actor) {
      return changePublication(id, revision, actor, 'restore', (_row, now) => ({
        ...publicationChange('restore', now),
        published_at: null,
      }));
    },

    /**
     * Removes a meeting members never used; one they used (inscriptions, posts, questions,
     * certificates) is archived instead (docs/product/admin.md#drafts-and-publication).
     */
    async remove(id: string, revision: number, actor: Actor): Promise<{ result: 'deleted' | 'archived' }> {
      const used = await repo.isUsed(id);
      if (used) {
        await archive(id, revision, actor);
        return { result: 'archived' };
      }
      return db.transaction().execute(async (trx) => {
        const r = createMeetingsRepository(trx);
        const row = await rowOr404(r, id);
        if (row.revision !== revision || !(await r.deleteMeeting(id, revision)))
          throw await stale(trx, row, { revision }, (_r, saved) => publicationFields(saved));
        await recordAudit(trx, {
          actor,
          action: 'delete',
          item: { type: 'meeting', id, label: plainTitle(row.title) },
          before: await editorValues(r, row),
          at: clock.now().toISOString(),
        });
        return { result: 'deleted' as const };
      });
    },
  };
}
export type MeetingsAdminService = ReturnType<typeof createMeetingsAdminService>;
