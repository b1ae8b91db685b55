import type { PublicationState, PublishInput } from '@foro/shared/admin/schemas';
import {
  EMBED_MESSAGE,
  instantOfLocalDate,
  instantOfLocalDateTime,
  isAllowedEmbed,
  KIND_AT,
  localDateOf,
  localDateTimeOf,
  stepKindError,
  type AccountCandidate,
  type AdminAxis,
  type AdminAxisPage,
  type AdminStep,
  type AdminThreadPage,
  type AxisForm,
  type AxisListQuery,
  type AxisSave,
  type CoachesSave,
  type ExpertForm,
  type ExpertSave,
  type RelatedSave,
  type StepForm,
  type StepSave,
  type ThreadForm,
} from '@foro/shared/axes/admin';
import { TOTAL_STOPS } from '@foro/shared/axes/schemas';
import type { Db } from '../../db/database.ts';
import type { Selectable, Updateable } from 'kysely';
import type { AxesTable, AxisStepsTable, StepKind } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { lastChangeOf, recordAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { decodeCursor, keysetPage } from '../../lib/keyset.ts';
import { publicationChange, publicationState, type PublicationAction } from '../../lib/publication.ts';
import { jsonList } from '../../lib/json-list.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { staleEdit } from '../../lib/stale-edit.ts';
import { isUniqueViolation, retryOnUniqueViolation } from '../../lib/unique-violation.ts';
import { createAxesAdminRepository, type AxesAdminRepository } from './axes.admin.repository.ts';

const AXIS_NOT_FOUND = 'No encontramos esta ruta.';
const SLUG_TAKEN = 'Ya hay otra ruta con esta dirección.';
const STEP_SLUG_TAKEN = 'Otra parada de esta ruta ya usa esta dirección.';

/** The route's own fields as the form edits them (and as a 409 compares them). */
export const toAxisForm = (a: Selectable<AxesTable>): AxisForm => ({
  slug: a.slug,
  position: a.position,
  claim: a.claim,
  title: a.title,
  excerpt: a.excerpt,
  date: localDateOf(a.starts_at),
  active: a.active === 1,
  video_inner: a.video_inner,
  speaker: a.speaker,
  speaker_gender: a.speaker_gender === 'f' ? 'f' : 'm',
  speaker_job: a.speaker_job,
  speaker_country: a.speaker_country,
});

const toExpertForm = (a: Selectable<AxesTable>): ExpertForm => ({
  speaker_name_axis_page: a.speaker_name_axis_page,
  speaker_image: a.speaker_image,
  speaker_image_rwd: a.speaker_image_rwd,
  speaker_excerpt: a.speaker_excerpt,
  speaker_ln: a.speaker_ln,
  speaker_fb: a.speaker_fb,
  speaker_tw: a.speaker_tw,
  speaker_yt: a.speaker_yt,
});

function parseIframes(json: string): StepForm['iframes'] {
  return jsonList<{ url?: unknown; iframe_type?: string } | null>(json)
    .filter((f): f is { url: string; iframe_type?: string } => typeof f?.url === 'string' && f.url !== '')
    .map((f) => ({
      url: f.url,
      iframe_type: f.iframe_type === 'chat' || f.iframe_type === 'other' ? f.iframe_type : 'video',
    }));
}

const toStepForm = (
  s: Selectable<AxisStepsTable>,
  buttons: Array<{ id: string; url: string; btn_text: string }>,
) => ({
  kind: s.kind,
  slug: s.slug,
  open_date: localDateTimeOf(s.open_date),
  title: s.title,
  intro: s.intro,
  image: s.image,
  type_text: s.type_text,
  type_btn: s.type_btn,
  text_btn: s.text_btn,
  step_inner_text_type: s.step_inner_text_type,
  title_inner: s.title_inner,
  intro_inner: s.intro_inner,
  text_inner: s.text_inner,
  iframes: parseIframes(s.iframes_json),
  buttons,
  starts_at: localDateTimeOf(s.starts_at),
  bg_desk: s.bg_desk,
  bg_tablet: s.bg_tablet,
  bg_mobile: s.bg_mobile,
});

const withoutRevision = <T extends { revision: number }>({ revision: _revision, ...rest }: T) => rest;

/** The default card texts of a new route's stops, by kind. */
const newStepTexts: Record<StepKind, { type_text: string; type_btn: string; text_btn: string }> = {
  stop: { type_text: 'Lectura', type_btn: 'Ver', text_btn: 'Ver parada' },
  masterclass: { type_text: 'Masterclass', type_btn: 'Ver', text_btn: 'Ver masterclass' },
  test: { type_text: 'Caso práctico', type_btn: 'Ver', text_btn: 'Resolver caso' },
  certificate: { type_text: 'Certificado', type_btn: 'Descargar', text_btn: 'Descargar certificado' },
};

/**
 * The routes' back office (docs/product/axes.md#back-office): every change in one transaction with
 * its audit entry; saves from a stale copy are refused with 409 (docs/product/admin.md#two-editors).
 */
export function createAxesAdminService(deps: { db: Db; clock: Clock; embedHosts: readonly string[] }) {
  const { db, clock } = deps;
  const now = () => clock.now().toISOString();
  const read = createAxesAdminRepository(db);
  const inTransaction = <T>(work: (repo: AxesAdminRepository, trx: Db) => Promise<T>) =>
    db.transaction().execute((trx) => work(createAxesAdminRepository(trx), trx));

  const state = (a: { published_at: string | null; archived_at: string | null }): PublicationState =>
    publicationState(a, clock.now());

  async function axisOr404(repo: AxesAdminRepository, id: string) {
    const axis = await repo.findAxis(id);
    if (!axis) throw new AppError('NOT_FOUND', AXIS_NOT_FOUND);
    return axis;
  }

  const checkEmbed = (field: string, url: string, errors: Record<string, string>) => {
    if (!isAllowedEmbed(url, deps.embedHosts)) errors[field] = EMBED_MESSAGE;
  };

  const axisColumns = (form: AxisForm) => ({
    slug: form.slug,
    position: form.position,
    claim: form.claim,
    title: form.title,
    excerpt: form.excerpt,
    starts_at: instantOfLocalDate(form.date),
    active: form.active ? 1 : 0,
    video_inner: form.video_inner,
    speaker: form.speaker,
    speaker_gender: form.speaker_gender,
    speaker_job: form.speaker_job,
    speaker_country: form.speaker_country,
  });

  async function checkAxisForm(repo: AxesAdminRepository, form: AxisForm, exceptId?: string) {
    const errors: Record<string, string> = {};
    checkEmbed('video_inner', form.video_inner, errors);
    if (await repo.slugTaken(form.slug, exceptId)) errors.slug = SLUG_TAKEN;
    if (Object.keys(errors).length) throw AppError.validation(errors);
  }

  /** A save whose revision is not the saved one: the 409 with what is saved now. */
  async function stale(
    trx: Db,
    type: 'axis' | 'expert' | 'step' | 'thread',
    id: string,
    saved: Record<string, unknown>,
    sent: Record<string, unknown>,
    revision: number,
  ): Promise<never> {
    throw staleEdit({ saved, sent, revision, lastChange: await lastChangeOf(trx, type, id) });
  }

  const axisLabel = (a: { title: string }) => a.title;

  async function changeAxis(
    actor: Actor,
    id: string,
    revision: number,
    action: PublicationAction,
    values: Updateable<AxesTable>,
  ) {
    return inTransaction(async (repo, trx) => {
      const axis = await axisOr404(repo, id);
      const before = { published_at: axis.published_at, archived_at: axis.archived_at };
      const at = now();
      if (!(await repo.updateAxis(id, revision, { ...values, updated_at: at })))
        await stale(trx, 'axis', id, before, {}, axis.revision);
      await recordAudit(trx, {
        actor,
        action,
        item: { type: 'axis', id, label: axisLabel(axis) },
        before,
        after: { ...before, ...values },
        at,
      });
      return { revision: axis.revision + 1 };
    });
  }

  return {
    async list(query: AxisListQuery & { limit: number }): Promise<AdminAxisPage> {
      const rows = await read.listAxes({
        q: query.q,
        state: query.state,
        now: now(),
        after: query.cursor ? decodeCursor(query.cursor) : undefined,
        limit: query.limit + 1,
      });
      const page = keysetPage(rows, query.limit, (r) => r.updated_at);
      return {
        axes: page.rows.map((a) => ({
          id: a.id,
          slug: a.slug,
          title: a.title,
          position: a.position,
          active: a.active === 1,
          updated_at: a.updated_at,
          state: state(a),
          published_at: a.published_at,
          archived_at: a.archived_at ?? null,
        })),
        ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
      };
    },

    async get(id: string): Promise<AdminAxis> {
      const axis = await axisOr404(read, id);
      const [steps, coaches, related] = await Promise.all([
        read.listSteps(id),
        read.listCoaches(id),
        read.listRelated(id),
      ]);
      return {
        id: axis.id,
        revision: axis.revision,
        updated_at: axis.updated_at,
        state: state(axis),
        published_at: axis.published_at,
        archived_at: axis.archived_at ?? null,
        axis: toAxisForm(axis),
        expert: toExpertForm(axis),
        steps: steps.map((s) => ({
          step_count: s.step_count,
          kind: s.kind,
          title: s.title,
          slug: s.slug,
          open_date: s.open_date,
        })),
        coaches: coaches.map((c) => ({ ...c, email: c.email ?? null })),
        related,
      };
    },

    /** A new route is a draft with its 8 stops in place (5 masterclass, 7 practical case, 8 certificate). */
    async create(actor: Actor, form: AxisForm): Promise<{ id: string }> {
      try {
        return await inTransaction(async (repo, trx) => {
          await checkAxisForm(repo, form);
          const id = newId();
          const at = now();
          const columns = axisColumns(form);
          await repo.insertAxis({
            id,
            ...columns,
            speaker_image: '',
            speaker_image_rwd: '',
            speaker_ln: '',
            speaker_fb: '',
            speaker_tw: '',
            speaker_yt: '',
            speaker_name_axis_page: '',
            speaker_excerpt: '',
            created_at: at,
            updated_at: at,
            revision: 1,
            published_at: null,
          });
          for (let count = 1; count <= TOTAL_STOPS; count++) {
            const kind = KIND_AT[count] ?? 'stop';
            await repo.insertStep({
              id: newId(),
              axis_id: id,
              step_count: count,
              kind,
              slug: `parada-${count}`,
              title: `Parada ${count}`,
              intro: '',
              image: '',
              open_date: columns.starts_at,
              ...newStepTexts[kind],
              step_inner_text_type: '',
              title_inner: '',
              intro_inner: '',
              text_inner: '',
              iframes_json: '[]',
              starts_at: kind === 'masterclass' ? columns.starts_at : '',
              bg_desk: '',
              bg_tablet: '',
              bg_mobile: '',
              revision: 1,
            });
          }
          await recordAudit(trx, {
            actor,
            action: 'create',
            item: { type: 'axis', id, label: form.title },
            after: { ...form },
            at,
          });
          return { id };
        });
      } catch (error) {
        // Two creations with the same address at once: the unique index decides.
        if (isUniqueViolation(error)) throw AppError.validation({ slug: SLUG_TAKEN });
        throw error;
      }
    },

    async update(actor: Actor, id: string, input: AxisSave): Promise<{ revision: number }> {
      const form = withoutRevision(input);
      try {
        return await inTransaction(async (repo, trx) => {
          const axis = await axisOr404(repo, id);
          const before = toAxisForm(axis);
          if (axis.revision !== input.revision) await stale(trx, 'axis', id, before, form, axis.revision);
          await checkAxisForm(repo, form, id);
          const at = now();
          if (!(await repo.updateAxis(id, input.revision, { ...axisColumns(form), updated_at: at })))
            await stale(trx, 'axis', id, before, form, axis.revision);
          await recordAudit(trx, {
            actor,
            action: 'update',
            item: { type: 'axis', id, label: form.title },
            before,
            after: form,
            at,
          });
          return { revision: input.revision + 1 };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw AppError.validation({ slug: SLUG_TAKEN });
        throw error;
      }
    },

    /** The expert is part of the route's row: it shares the route's revision. */
    async updateExpert(actor: Actor, id: string, input: ExpertSave): Promise<{ revision: number }> {
      const form = withoutRevision(input);
      return inTransaction(async (repo, trx) => {
        const axis = await axisOr404(repo, id);
        const before = toExpertForm(axis);
        const at = now();
        if (!(await repo.updateAxis(id, input.revision, { ...form, updated_at: at })))
          await stale(trx, 'expert', id, before, form, axis.revision);
        await recordAudit(trx, {
          actor,
          action: 'update',
          item: { type: 'expert', id, label: axis.speaker || axis.title },
          before,
          after: form,
          at,
        });
        return { revision: input.revision + 1 };
      });
    },

    publish: (actor: Actor, id: string, input: PublishInput) =>
      changeAxis(actor, id, input.revision, 'publish', publicationChange('publish', now(), input.at)),
    unpublish: (actor: Actor, id: string, revision: number) =>
      changeAxis(actor, id, revision, 'unpublish', publicationChange('unpublish', now())),
    /** Members' visits, posts and certificates stay; the route leaves the member pages. */
    archive: (actor: Actor, id: string, revision: number) =>
      changeAxis(actor, id, revision, 'archive', publicationChange('archive', now())),
    restore: (actor: Actor, id: string, revision: number) =>
      changeAxis(actor, id, revision, 'restore', publicationChange('restore', now())),

    async step(axisId: string, stepCount: number): Promise<AdminStep> {
      const axis = await axisOr404(read, axisId);
      const step = await read.findStep(axisId, stepCount);
      if (!step) throw new AppError('NOT_FOUND', 'No encontramos esta parada.');
      return {
        axis: { id: axis.id, slug: axis.slug, title: axis.title },
        step_count: step.step_count,
        revision: step.revision,
        form: toStepForm(step, await read.listButtons(step.id)),
      };
    },

    async updateStep(
      actor: Actor,
      axisId: string,
      stepCount: number,
      input: StepSave,
    ): Promise<{
      revision: number;
      text_inner: string;
      buttons: Array<{ id: string; url: string; btn_text: string }>;
      archived_buttons: number;
    }> {
      const errors: Record<string, string> = {};
      const kindError = stepKindError(stepCount, input.kind);
      if (kindError) errors.kind = kindError;
      input.iframes.forEach((f, i) => checkEmbed(`iframes.${i}.url`, f.url, errors));
      if (input.kind === 'masterclass' && !input.starts_at)
        errors.starts_at = 'Indica la fecha y hora de la masterclass.';
      if (Object.keys(errors).length) throw AppError.validation(errors);
      const text_inner = sanitizeRichText(input.text_inner);

      return inTransaction(async (repo, trx) => {
        const axis = await axisOr404(repo, axisId);
        const step = await repo.findStep(axisId, stepCount);
        if (!step) throw new AppError('NOT_FOUND', 'No encontramos esta parada.');
        const buttons = await repo.listButtons(step.id);
        const before = toStepForm(step, buttons);
        const sent = withoutRevision(input);
        if (step.revision !== input.revision) await stale(trx, 'step', step.id, before, sent, step.revision);
        if (await repo.stepSlugTaken(axisId, input.slug, step.id))
          throw AppError.validation({ slug: STEP_SLUG_TAKEN });
        const known = new Set(buttons.map((b) => b.id));
        const nextButtons = input.buttons.map((b) => {
          const keep = b.id !== undefined && known.has(b.id);
          return { id: keep ? b.id! : newId(), url: b.url, btn_text: b.btn_text, isNew: !keep };
        });
        const updated = await repo.updateStep(step.id, input.revision, {
          kind: input.kind,
          slug: input.slug,
          open_date: instantOfLocalDateTime(input.open_date),
          title: input.title,
          intro: input.intro,
          image: input.image,
          type_text: input.type_text,
          type_btn: input.type_btn,
          text_btn: input.text_btn,
          step_inner_text_type: input.step_inner_text_type,
          title_inner: input.title_inner,
          intro_inner: input.intro_inner,
          text_inner,
          iframes_json: JSON.stringify(input.iframes),
          starts_at: input.starts_at ? instantOfLocalDateTime(input.starts_at) : '',
          bg_desk: input.bg_desk,
          bg_tablet: input.bg_tablet,
          bg_mobile: input.bg_mobile,
        });
        if (!updated) await stale(trx, 'step', step.id, before, sent, step.revision);
        const at = now();
        const archived = await repo.replaceButtons(step.id, nextButtons, at);
        await recordAudit(trx, {
          actor,
          action: 'update',
          item: { type: 'step', id: step.id, label: `${axis.title} · Parada ${stepCount}` },
          before,
          after: {
            ...sent,
            text_inner,
            buttons: nextButtons.map(({ id, url, btn_text }) => ({ id, url, btn_text })),
            ...(archived.length ? { archived_buttons: archived } : {}),
          },
          at,
        });
        return {
          revision: input.revision + 1,
          text_inner,
          buttons: nextButtons.map(({ id, url, btn_text }) => ({ id, url, btn_text })),
          archived_buttons: archived.length,
        };
      });
    },

    /**
     * The route's coaches. An account chosen as a coach becomes a coach (role `coach`, staff stay
     * staff); an account that no longer coaches any route goes back to member.
     */
    async saveCoaches(actor: Actor, axisId: string, input: CoachesSave): Promise<{ revision: number }> {
      return inTransaction(async (repo, trx) => {
        const axis = await axisOr404(repo, axisId);
        const current = await repo.listCoaches(axisId);
        const sent = input.coaches.map((c) => ({ ...c, id: c.id ?? null }));
        const toItems = (
          list: Array<{
            id: string | null;
            user_id: string | null;
            name: string;
            job: string;
            bio: string;
            image: string;
          }>,
        ) => list.map(({ id, user_id, name, job, bio, image }) => ({ id, user_id, name, job, bio, image }));
        const errors: Record<string, string> = {};
        const accounts = new Map<string, { id: string; email: string; role: string }>();
        for (const [i, c] of input.coaches.entries()) {
          if (!c.user_id) continue;
          const account = await repo.findAccount(c.user_id);
          if (!account) errors[`coaches.${i}.user_id`] = 'Esta cuenta no existe.';
          else accounts.set(account.id, account);
        }
        if (Object.keys(errors).length) throw AppError.validation(errors);
        const at = now();
        if (!(await repo.updateAxis(axisId, input.revision, { updated_at: at })))
          await stale(trx, 'axis', axisId, { coaches: toItems(current) }, { coaches: sent }, axis.revision);
        const known = new Set(current.map((c) => c.id));
        const next = input.coaches.map((c) => {
          const keep = c.id !== undefined && known.has(c.id);
          return { ...c, id: keep ? c.id! : newId(), isNew: !keep };
        });
        await repo.replaceCoaches(axisId, next);
        // Accounts that gain or lose a route to coach.
        const before = new Set(current.map((c) => c.user_id).filter((u): u is string => Boolean(u)));
        const after = new Set(next.map((c) => c.user_id).filter((u): u is string => Boolean(u)));
        for (const userId of new Set([...before, ...after])) {
          const account = accounts.get(userId) ?? (await repo.findAccount(userId));
          if (!account || account.role === 'staff') continue;
          const role = (await repo.coachedRoutes(userId)) > 0 ? 'coach' : 'member';
          if (role === account.role) continue;
          await repo.setRole(userId, role, at);
          await recordAudit(trx, {
            actor,
            action: 'update',
            item: { type: 'account', id: userId, label: account.email },
            before: { role: account.role },
            after: { role },
            at,
          });
        }
        await recordAudit(trx, {
          actor,
          action: 'update',
          item: { type: 'axis', id: axisId, label: axis.title },
          before: { coaches: toItems(current) },
          after: { coaches: toItems(next) },
          at,
        });
        return { revision: input.revision + 1 };
      });
    },

    async candidates(q: string): Promise<AccountCandidate[]> {
      const rows = await read.searchAccounts(q);
      return rows.map((r) => ({
        id: r.id,
        email: r.email,
        name: `${r.name} ${r.lastname}`.trim(),
        role: r.role,
      }));
    },

    async saveRelated(actor: Actor, axisId: string, input: RelatedSave): Promise<{ revision: number }> {
      return inTransaction(async (repo, trx) => {
        const axis = await axisOr404(repo, axisId);
        const current = await repo.listRelated(axisId);
        const items = (list: Array<{ group_key: string; title: string; description: string; url: string }>) =>
          list.map(({ group_key, title, description, url }) => ({ group_key, title, description, url }));
        const at = now();
        if (!(await repo.updateAxis(axisId, input.revision, { updated_at: at })))
          await stale(
            trx,
            'axis',
            axisId,
            { related: items(current) },
            { related: items(input.related) },
            axis.revision,
          );
        await repo.replaceRelated(
          axisId,
          input.related.map((r) => ({ ...r, id: newId() })),
        );
        await recordAudit(trx, {
          actor,
          action: 'update',
          item: { type: 'axis', id: axisId, label: axis.title },
          before: { related: items(current) },
          after: { related: items(input.related) },
          at,
        });
        return { revision: input.revision + 1 };
      });
    },

    async threads(
      axisId: string,
      query: { q?: string | undefined; cursor?: string | undefined; limit: number },
    ): Promise<AdminThreadPage> {
      await axisOr404(read, axisId);
      const rows = await read.listThreads(axisId, {
        q: query.q,
        after: query.cursor ? decodeCursor(query.cursor) : undefined,
        limit: query.limit + 1,
      });
      const page = keysetPage(rows, query.limit, (r) => r.created_at);
      return {
        threads: page.rows.map((t) => ({
          id: t.id,
          slug: t.slug,
          title: t.title,
          coach_id: t.coach_id,
          coach_name: t.coach_name,
          posts: Number(t.posts ?? 0),
          created_at: t.created_at,
          closed_at: t.closed_at ?? null,
          pinned_at: t.pinned_at ?? null,
          revision: t.revision,
        })),
        ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
      };
    },

    async createThread(
      actor: Actor,
      axisId: string,
      form: ThreadForm,
    ): Promise<{ id: string; slug: string }> {
      // The free slug is chosen before the insert; a creation at the same moment may take it first.
      return retryOnUniqueViolation(() =>
        inTransaction(async (repo, trx) => {
          await axisOr404(repo, axisId);
          if (form.coach_id !== null && !(await repo.coachOfAxis(axisId, form.coach_id)))
            throw AppError.validation({ coach_id: 'Elige un coach de esta ruta.' });
          const base = slugify(form.title) || 'conversacion';
          let slug = base;
          for (let n = 2; await repo.threadSlugTaken(axisId, slug); n++) slug = `${base}-${n}`;
          const id = newId();
          const at = now();
          await repo.insertThread({
            id,
            axis_id: axisId,
            slug,
            title: form.title,
            coach_id: form.coach_id,
            position: await repo.nextThreadPosition(axisId),
            created_at: at,
          });
          await recordAudit(trx, {
            actor,
            action: 'create',
            item: { type: 'thread', id, label: form.title },
            after: { title: form.title, coach_id: form.coach_id, slug },
            at,
          });
          return { id, slug };
        }),
      );
    },

    async updateThread(
      actor: Actor,
      axisId: string,
      threadId: string,
      input: ThreadForm & { revision: number },
    ): Promise<{ revision: number }> {
      return inTransaction(async (repo, trx) => {
        const thread = await repo.findThread(axisId, threadId);
        if (!thread) throw new AppError('NOT_FOUND', 'No encontramos esta conversación.');
        if (input.coach_id !== null && !(await repo.coachOfAxis(axisId, input.coach_id)))
          throw AppError.validation({ coach_id: 'Elige un coach de esta ruta.' });
        const before = { title: thread.title, coach_id: thread.coach_id };
        const after = { title: input.title, coach_id: input.coach_id };
        if (!(await repo.updateThread(threadId, input.revision, after)))
          await stale(trx, 'thread', threadId, before, after, thread.revision);
        await recordAudit(trx, {
          actor,
          action: 'update',
          item: { type: 'thread', id: threadId, label: input.title },
          before,
          after,
          at: now(),
        });
        return { revision: input.revision + 1 };
      });
    },

    /** docs/product/forum.md#closed-threads: a closed thread stays readable and takes no new posts. */
    async setThreadClosed(
      actor: Actor,
      axisId: string,
      threadId: string,
      input: { revision: number; closed: boolean },
    ): Promise<{ revision: number }> {
      return inTransaction(async (repo, trx) => {
        const thread = await repo.findThread(axisId, threadId);
        if (!thread) throw new AppError('NOT_FOUND', 'No encontramos esta conversación.');
        const at = now();
        const before = { closed_at: thread.closed_at ?? null };
        const after = { closed_at: input.closed ? (thread.closed_at ?? at) : null };
        if (!(await repo.updateThread(threadId, input.revision, after)))
          await stale(
            trx,
            'thread',
            threadId,
            { closed: before.closed_at !== null },
            { closed: input.closed },
            thread.revision,
          );
        await recordAudit(trx, {
          actor,
          action: input.closed ? 'archive' : 'restore',
          item: { type: 'thread', id: threadId, label: thread.title },
          before,
          after,
          at,
        });
        return { revision: input.revision + 1 };
      });
    },
  };
}
export type AxesAdminService = ReturnType<typeof createAxesAdminService>;

/** A thread's address from its title: lower case, no accents, words joined by hyphens. */
export const slugify = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150);
