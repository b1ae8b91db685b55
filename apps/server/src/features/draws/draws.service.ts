import { randomBytes } from 'node:crypto';
import {
  ACCEPTANCE_HOURS,
  PERIOD_NOTICE_HOURS,
  raffles,
  type AdminDraw,
  type Candidate,
  type DrawInput,
  type Edition,
  type EditionDetail,
  type MyDrawEntry,
  type PeriodNote,
  type EditionValues,
  type Pick,
  type PickStatus,
  type PublicDraw,
  type PublicEdition,
  type Raffle,
} from '@foro/shared/draws/schemas';
import { PUBLISHER_TIME_ZONE } from '@foro/shared/meetings/time';
import { pages, pathTo } from '@foro/shared/routes/paths';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { QUEUED_MAIL_KINDS, type QueuedMails } from '../notifications/index.ts';
import { drawWinners, seedCommitment } from '../../lib/draw-function.ts';
import { drawPeriodChangedMail, drawWinnerMail } from './draws-mails.ts';
import { createDrawsRepository, type EditionRow } from './draws.repository.ts';
import { domainsOf, judgeSmartwatch, judgeTablet } from './eligibility.ts';

type DrawRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createDrawsRepository>['findDraw']>>>;

/** Pseudonymous entry ids: 10 characters of an alphabet without look-alikes; they say nothing of the person. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const newEntryId = () => {
  const bytes = randomBytes(10);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
};

const deadlineText = (iso: string) =>
  new Intl.DateTimeFormat('es', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: PUBLISHER_TIME_ZONE,
  }).format(new Date(iso)) + ' (hora de Colombia)';

const dayText = (iso: string) =>
  new Intl.DateTimeFormat('es', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: PUBLISHER_TIME_ZONE,
  }).format(new Date(iso));
const periodText = (starts: string, ends: string) =>
  `del ${dayText(starts)} al ${dayText(ends)} (hora de Colombia)`;

/**
 * The prize draws (docs/product/draws.md): editions with their period and prizes, the entries each
 * draw's rules allow, the draw itself (docs/decisions/0040-verifiable-draws.md) and the winners'
 * acceptance. Every change is audited in the transaction that makes it.
 */
export function createDrawsService(deps: { db: Db; clock: Clock; mails: QueuedMails; publicUrl: string }) {
  const repo = createDrawsRepository(deps.db);
  const now = () => deps.clock.now().toISOString();
  const inTx = <T>(work: (tx: { repo: ReturnType<typeof createDrawsRepository>; db: Db }) => Promise<T>) =>
    deps.db.transaction().execute((trx) => work({ repo: createDrawsRepository(trx), db: trx }));

  const isCurrent = async (id: string) => (await repo.currentEdition(now()))?.id === id;

  const toEdition = (row: EditionRow, current: boolean): Edition => ({
    id: row.id,
    name: row.name,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    drawAt: row.draw_at,
    tabletPrize: row.tablet_prize,
    smartwatchPrize: row.smartwatch_prize,
    smartwatchTop: Number(row.smartwatch_top),
    alternates: Number(row.alternates),
    excludedDomains: domainsOf(row),
    current,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });

  const auditFields = (row: EditionRow) => {
    const { id: _id, created_at: _c, updated_at: _u, ...rest } = row;
    return rest;
  };

  const editionOr404 = async (id: string) => {
    const row = await repo.findEdition(id);
    if (!row) throw new AppError('NOT_FOUND', 'No encontramos esta edición del sorteo.');
    return row;
  };
  const drawOr404 = async (id: string) => {
    const row = await repo.findDraw(id);
    if (!row) throw new AppError('NOT_FOUND', 'No encontramos este sorteo.');
    return row;
  };

  /** Who may enter the draw now, from the rules and the portal's data (before the draw). */
  const candidates = async (edition: EditionRow, raffle: Raffle): Promise<Candidate[]> =>
    raffle === 'tablet'
      ? judgeTablet(await repo.tabletCandidates(edition.starts_at), edition)
      : judgeSmartwatch(await repo.forumParticipants(edition.starts_at, edition.ends_at), edition);

  const notesOf = async (editionId: string): Promise<PeriodNote[]> =>
    (await repo.periodNotes(editionId)).map((n) => ({
      at: n.created_at,
      note: n.note,
      startsBefore: n.starts_before,
      endsBefore: n.ends_before,
      startsAfter: n.starts_after,
      endsAfter: n.ends_after,
    }));

  /** The published part of a draw: nothing but the commitment (and the period) until it is made. */
  const toPublicDraw = async (draw: DrawRow): Promise<PublicDraw> => {
    const edition = await editionOr404(draw.edition_id);
    const period = {
      startsAt: edition.starts_at,
      endsAt: edition.ends_at,
      periodNotes: await notesOf(edition.id),
    };
    if (!draw.drawn_at)
      return {
        ...period,
        id: draw.id,
        raffle: draw.raffle,
        seedHash: draw.seed_hash,
        drawnAt: null,
        seed: null,
        entries: [],
        entriesHash: null,
        picks: [],
      };
    const entries = await repo.frozenEntries(draw.id);
    return {
      ...period,
      id: draw.id,
      raffle: draw.raffle,
      seedHash: draw.seed_hash,
      drawnAt: draw.drawn_at,
      seed: draw.seed,
      entries: entries.map((e) => e.entry_id).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
      entriesHash: draw.entries_hash,
      picks: entries
        .filter((e) => e.place !== null)
        .sort((a, b) => Number(a.place) - Number(b.place))
        .map((e) => e.entry_id),
    };
  };

  const picksOf = async (draw: DrawRow): Promise<Pick[]> =>
    (await repo.frozenEntries(draw.id))
      .filter((e) => e.place !== null)
      .sort((a, b) => Number(a.place) - Number(b.place))
      .map((e) => ({
        entryId: e.entry_id,
        place: Number(e.place),
        name: e.name ? `${e.name} ${e.lastname ?? ''}`.trim() : 'Miembro que dejó el foro',
        email: e.email ?? '',
        status: (e.status ?? 'waiting') as PickStatus,
        notifiedAt: e.notified_at,
        deadlineAt: e.deadline_at,
        decidedAt: e.decided_at,
        note: e.decision_note,
      }));

  const toAdminDraw = async (edition: EditionRow, draw: DrawRow): Promise<AdminDraw> => {
    if (draw.drawn_at) {
      const frozen = await repo.frozenEntries(draw.id);
      return {
        id: draw.id,
        raffle: draw.raffle,
        seedHash: draw.seed_hash,
        drawnAt: draw.drawn_at,
        entriesHash: draw.entries_hash,
        entryCount: frozen.length,
        candidates: [],
        picks: await picksOf(draw),
        canDraw: false,
        blockedReason: null,
      };
    }
    const list = await candidates(edition, draw.raffle);
    const entryCount = list.filter((c) => !c.reason).length;
    return {
      id: draw.id,
      raffle: draw.raffle,
      seedHash: draw.seed_hash,
      drawnAt: null,
      entriesHash: null,
      entryCount,
      candidates: list,
      picks: [],
      canDraw: edition.ends_at <= now() && entryCount > 0,
      blockedReason: blockedReason(edition, entryCount),
    };
  };

  /** Why a draw not made yet cannot be made now (decision 0079), or null. */
  const blockedReason = (edition: EditionRow, entryCount: number) =>
    now() < edition.ends_at
      ? `El sorteo no puede celebrarse antes del cierre publicado del periodo: ${deadlineText(edition.ends_at)}.`
      : entryCount === 0
        ? 'No hay participaciones válidas para este sorteo.'
        : null;

  /** The pick whose turn it is: the first not passed on. */
  const currentPick = (picks: Pick[]) => picks.find((p) => p.status !== 'passed');

  const pickOr409 = async (drawId: string, entryId: string) => {
    const draw = await drawOr404(drawId);
    if (!draw.drawn_at) throw new AppError('CONFLICT', 'Este sorteo todavía no se ha celebrado.');
    const picks = await picksOf(draw);
    const pick = picks.find((p) => p.entryId === entryId);
    if (!pick) throw new AppError('NOT_FOUND', 'Esta participación no es ganadora ni suplente.');
    if (currentPick(picks)?.entryId !== entryId)
      throw new AppError(
        'CONFLICT',
        'No es el turno de esta participación: actúa sobre la primera pendiente.',
      );
    return { draw, pick };
  };

  const auditPick = (db: Db, actor: Actor, draw: DrawRow, pick: Pick, after: Partial<Pick>) =>
    recordAudit(db, {
      actor,
      action: 'update',
      item: {
        type: 'raffle-draw',
        id: draw.id,
        label: `Sorteo ${draw.raffle}: participación ${pick.entryId}`,
      },
      before: { entryId: pick.entryId, status: pick.status, note: pick.note },
      after: { entryId: pick.entryId, status: pick.status, note: pick.note, ...after },
      at: now(),
    });

  const fromInput = (input: EditionValues) => ({
    name: input.name,
    starts_at: new Date(input.startsAt).toISOString(),
    ends_at: new Date(input.endsAt).toISOString(),
    draw_at: new Date(input.drawAt).toISOString(),
    tablet_prize: input.tabletPrize,
    smartwatch_prize: input.smartwatchPrize,
    smartwatch_top: input.smartwatchTop,
    alternates: input.alternates,
    excluded_domains: input.excludedDomains.join('\n'),
  });

  return {
    /** docs/product/draws.md#editions: the edition the portal speaks of now. */
    async current(): Promise<{ edition: PublicEdition | null }> {
      const row = await repo.currentEdition(now());
      if (!row) return { edition: null };
      const draws = await repo.drawsOf(row.id);
      return {
        edition: {
          id: row.id,
          name: row.name,
          startsAt: row.starts_at,
          endsAt: row.ends_at,
          drawAt: row.draw_at,
          tabletPrize: row.tablet_prize,
          smartwatchPrize: row.smartwatch_prize,
          open: row.starts_at <= now() && now() < row.ends_at,
          draws: await Promise.all(draws.map(toPublicDraw)),
          updatedAt: row.updated_at,
        },
      };
    },

    /** Whether entries are recorded now: inside the current edition's period only. */
    async entriesOpen(): Promise<boolean> {
      const row = await repo.currentEdition(now());
      return Boolean(row && row.starts_at <= now() && now() < row.ends_at);
    },

    publicDraw: async (id: string) => toPublicDraw(await drawOr404(id)),

    async list(): Promise<Edition[]> {
      const current = (await repo.currentEdition(now()))?.id;
      return (await repo.listEditions()).map((row) => toEdition(row, row.id === current));
    },

    async detail(id: string): Promise<EditionDetail> {
      const edition = await editionOr404(id);
      const draws = await repo.drawsOf(id);
      return {
        edition: toEdition(edition, await isCurrent(id)),
        draws: await Promise.all(draws.map((d) => toAdminDraw(edition, d))),
      };
    },

    /** A new edition and its two draws, each with a fresh secret seed whose hash is public from now on. */
    async create(actor: Actor, input: EditionValues): Promise<EditionDetail> {
      const id = newId();
      const at = now();
      await inTx(async (tx) => {
        const row = { id, ...fromInput(input), created_at: at, updated_at: at };
        await tx.repo.insertEdition(row);
        for (const raffle of raffles) {
          const seed = randomBytes(32).toString('hex');
          await tx.repo.insertDraw({
            id: newId(),
            edition_id: id,
            raffle,
            seed,
            seed_hash: seedCommitment(seed),
            created_at: at,
          });
        }
        await recordAudit(tx.db, {
          actor,
          action: 'create',
          item: { type: 'raffle-edition', id, label: input.name },
          after: auditFields(row),
          at,
        });
      });
      return this.detail(id);
    },

    /**
     * Edits an edition. Once a draw is made its period and the rules that chose the entries are
     * frozen: changing them would change who entered a draw already published.
     */
    async update(actor: Actor, id: string, input: EditionValues): Promise<EditionDetail> {
      const before = await editionOr404(id);
      const values = fromInput(input);
      const draws = await repo.drawsOf(id);
      const drawn = draws.some((d) => d.drawn_at);
      const periodChanged = values.starts_at !== before.starts_at || values.ends_at !== before.ends_at;
      if (
        drawn &&
        (values.starts_at !== before.starts_at ||
          values.ends_at !== before.ends_at ||
          values.smartwatch_top !== Number(before.smartwatch_top) ||
          values.excluded_domains !== before.excluded_domains)
      )
        throw new AppError(
          'CONFLICT',
          'Ya se celebró un sorteo de esta edición: su periodo, el ranking y los dominios excluidos no pueden cambiar.',
        );
      // The period is published with the edition (decision 0040): it moves only with a public, dated note.
      if (periodChanged && !input.periodNote)
        throw AppError.validation({
          periodNote:
            'El periodo ya está publicado: explica por qué cambia. La nota se publica, con su fecha, en la página de cada sorteo.',
        });
      const earliestClose = deps.clock.now().getTime() + PERIOD_NOTICE_HOURS * 3_600_000;
      if (values.ends_at !== before.ends_at && Date.parse(values.ends_at) < earliestClose)
        throw AppError.validation({
          endsAt: `El nuevo cierre debe quedar al menos ${PERIOD_NOTICE_HOURS} horas después de ahora, para que quienes participan se enteren a tiempo.`,
        });
      const entrants = periodChanged
        ? await repo.tabletEntrants(values.starts_at < before.starts_at ? values.starts_at : before.starts_at)
        : [];
      const tablet = draws.find((d) => d.raffle === 'tablet') ?? draws[0];
      await inTx(async (tx) => {
        await tx.repo.updateEdition(id, { ...values, updated_at: now() });
        const note = periodChanged
          ? {
              id: newId(),
              edition_id: id,
              note: input.periodNote,
              starts_before: before.starts_at,
              ends_before: before.ends_at,
              starts_after: values.starts_at,
              ends_after: values.ends_at,
              created_by: actor.id,
              created_at: now(),
            }
          : null;
        if (note) await tx.repo.insertPeriodNote(note);
        await recordAudit(tx.db, {
          actor,
          action: 'update',
          item: { type: 'raffle-edition', id, label: values.name },
          before: auditFields(before),
          after: { ...auditFields({ ...before, ...values }), ...(note ? { periodNote: note.note } : {}) },
          at: now(),
        });
        // Members who entered hear of the change, through the queue in this transaction (decision 0073).
        const periodWording = await deps.mails.wording('draw-period-changed', tx.db);
        if (note && tablet)
          for (const member of entrants)
            await deps.mails.queue(
              {
                kind: QUEUED_MAIL_KINDS.drawPeriodChanged,
                to: member.email,
                toName: `${member.name} ${member.lastname}`.trim(),
                userId: member.id,
                subjectId: id,
                dedupeKey: `draw-period:${id}:${member.id}`,
                content: drawPeriodChangedMail(
                  {
                    name: `${member.name} ${member.lastname}`,
                    edition: values.name,
                    period: periodText(values.starts_at, values.ends_at),
                    previous: periodText(before.starts_at, before.ends_at),
                    note: note.note,
                    checkLink: `${deps.publicUrl}${pathTo('drawCheck', { id: tablet.id })}`,
                  },
                  periodWording,
                ),
              },
              tx.db,
            );
      });
      return this.detail(id);
    },

    /**
     * Makes the draw once the period has closed: freezes the eligible entries under pseudonymous ids
     * and picks the winner and alternates with the committed seed.
     */
    async draw(actor: Actor, drawId: string, confirmed: DrawInput): Promise<EditionDetail> {
      const draw = await drawOr404(drawId);
      const edition = await editionOr404(draw.edition_id);
      if (draw.drawn_at) throw new AppError('CONFLICT', 'Este sorteo ya se celebró.');
      const eligible = (await candidates(edition, draw.raffle)).filter((c) => !c.reason);
      const blocked = blockedReason(edition, eligible.length);
      if (blocked) throw new AppError('CONFLICT', blocked);
      // Drawn only over what the confirmation named: a list that changed since is confirmed again.
      if (confirmed.seedHash !== draw.seed_hash || confirmed.entryCount !== eligible.length)
        throw new AppError(
          'CONFLICT',
          `La lista cambió desde que abriste la confirmación: ahora hay ${eligible.length} participaciones válidas. Revísala y confirma de nuevo.`,
        );
      const ids = new Set<string>();
      const entries = eligible.map((c) => {
        let entryId = newEntryId();
        while (ids.has(entryId)) entryId = newEntryId();
        ids.add(entryId);
        return { entryId, userId: c.userId };
      });
      const result = drawWinners(draw.seed, [...ids], 1 + Number(edition.alternates));
      const place = new Map(result.picks.map((id, i) => [id, i]));
      await inTx(async (tx) => {
        const made = await tx.repo.markDrawn(draw.id, {
          drawn_at: now(),
          drawn_by: actor.id,
          entries_hash: result.entriesHash,
        });
        if (!made) throw new AppError('CONFLICT', 'Este sorteo ya se celebró.');
        await tx.repo.insertEntries(
          entries.map((e) => ({
            draw_id: draw.id,
            entry_id: e.entryId,
            user_id: e.userId,
            place: place.get(e.entryId) ?? null,
            status: place.has(e.entryId) ? 'waiting' : null,
            notified_at: null,
            deadline_at: null,
            decided_at: null,
            decision_note: null,
          })),
        );
        await recordAudit(tx.db, {
          actor,
          action: 'publish',
          item: { type: 'raffle-draw', id: draw.id, label: `${edition.name}: sorteo ${draw.raffle}` },
          after: {
            seed: draw.seed,
            seedHash: draw.seed_hash,
            confirmedEntries: confirmed.entryCount,
            entries: result.entries.length,
            entriesHash: result.entriesHash,
            picks: result.picks,
          },
          at: now(),
        });
      });
      return this.detail(edition.id);
    },

    /** The signed-in member's codes in every draw made they entered, to find in the published list. */
    async myEntries(userId: string): Promise<MyDrawEntry[]> {
      const out: MyDrawEntry[] = [];
      for (const row of await repo.entriesOf(userId)) {
        const last = out.at(-1);
        if (last?.drawId === row.draw_id) last.entryIds.push(row.entry_id);
        else
          out.push({
            drawId: row.draw_id,
            raffle: row.raffle,
            editionName: row.edition_name,
            drawnAt: row.drawn_at ?? '',
            entryIds: [row.entry_id],
          });
      }
      return out;
    },

    /** Mails the pick whose turn it is, with the rules' 48 hours to accept. */
    async notify(actor: Actor, drawId: string, entryId: string): Promise<EditionDetail> {
      const { draw, pick } = await pickOr409(drawId, entryId);
      if (pick.status !== 'waiting') throw new AppError('CONFLICT', 'Esta participación ya fue avisada.');
      if (!pick.email)
        throw new AppError('CONFLICT', 'Esta persona cerró su cuenta: pasa al siguiente suplente.');
      const edition = await editionOr404(draw.edition_id);
      const at = deps.clock.now();
      const deadline = new Date(at.getTime() + ACCEPTANCE_HOURS * 3_600_000).toISOString();
      const content = drawWinnerMail(
        {
          name: pick.name,
          edition: edition.name,
          prize: draw.raffle === 'tablet' ? edition.tablet_prize : edition.smartwatch_prize,
          deadline: deadlineText(deadline),
          checkLink: `${deps.publicUrl}${pathTo('drawCheck', { id: draw.id })}`,
          rulesLink: `${deps.publicUrl}${pages.raffleRules.pattern}`,
        },
        await deps.mails.wording('draw-winner'),
      );
      // The mark, its audit entry and the mail in one transaction (decision 0073).
      await inTx(async (tx) => {
        await tx.repo.updatePick(draw.id, entryId, {
          status: 'notified',
          notified_at: at.toISOString(),
          deadline_at: deadline,
        });
        await deps.mails.queue(
          {
            kind: QUEUED_MAIL_KINDS.drawWinner,
            to: pick.email!,
            toName: pick.name,
            content,
            subjectId: draw.id,
          },
          tx.db,
        );
        await auditPick(tx.db, actor, draw, pick, { status: 'notified' });
      });
      return this.detail(edition.id);
    },

    /** Records that the notified winner accepted the prize. */
    async accept(actor: Actor, drawId: string, entryId: string): Promise<EditionDetail> {
      const { draw, pick } = await pickOr409(drawId, entryId);
      if (pick.status !== 'notified')
        throw new AppError('CONFLICT', 'Solo puede aceptar el premio una participación ya avisada.');
      await inTx(async (tx) => {
        await tx.repo.updatePick(draw.id, entryId, { status: 'accepted', decided_at: now() });
        await auditPick(tx.db, actor, draw, pick, { status: 'accepted' });
      });
      return this.detail(draw.edition_id);
    },

    /** The pick declined, did not answer in time or does not meet the rules: the next alternate's turn. */
    async pass(actor: Actor, drawId: string, entryId: string, note: string): Promise<EditionDetail> {
      const { draw, pick } = await pickOr409(drawId, entryId);
      if (pick.status === 'accepted') throw new AppError('CONFLICT', 'Este premio ya fue aceptado.');
      await inTx(async (tx) => {
        await tx.repo.updatePick(draw.id, entryId, {
          status: 'passed',
          decided_at: now(),
          decision_note: note,
        });
        await auditPick(tx.db, actor, draw, pick, { status: 'passed', note });
      });
      return this.detail(draw.edition_id);
    },
  };
}
export type DrawsService = ReturnType<typeof createDrawsService>;
