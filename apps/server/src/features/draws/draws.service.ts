import { randomBytes } from 'node:crypto';
import {
  ACCEPTANCE_HOURS,
  raffles,
  type AdminDraw,
  type Candidate,
  type Edition,
  type EditionDetail,
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
import { QUEUED_MAIL_KINDS, type QueuedMails } from '../notifications/queued-mails.ts';
import { drawWinners, seedCommitment } from './draw-function.ts';
import { drawWinnerMail } from './draws-mails.ts';
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

  /** The published part of a draw: nothing but the commitment until it is made. */
  const toPublicDraw = async (draw: DrawRow): Promise<PublicDraw> => {
    if (!draw.drawn_at)
      return {
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
      };
    }
    const list = await candidates(edition, draw.raffle);
    return {
      id: draw.id,
      raffle: draw.raffle,
      seedHash: draw.seed_hash,
      drawnAt: null,
      entriesHash: null,
      entryCount: list.filter((c) => !c.reason).length,
      candidates: list,
      picks: [],
      canDraw: edition.ends_at <= now(),
    };
  };

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
      const drawn = (await repo.drawsOf(id)).some((d) => d.drawn_at);
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
      await inTx(async (tx) => {
        await tx.repo.updateEdition(id, { ...values, updated_at: now() });
        await recordAudit(tx.db, {
          actor,
          action: 'update',
          item: { type: 'raffle-edition', id, label: values.name },
          before: auditFields(before),
          after: auditFields({ ...before, ...values }),
          at: now(),
        });
      });
      return this.detail(id);
    },

    /**
     * Makes the draw once the period has closed: freezes the eligible entries under pseudonymous ids
     * and picks the winner and alternates with the committed seed.
     */
    async draw(actor: Actor, drawId: string): Promise<EditionDetail> {
      const draw = await drawOr404(drawId);
      const edition = await editionOr404(draw.edition_id);
      if (draw.drawn_at) throw new AppError('CONFLICT', 'Este sorteo ya se celebró.');
      if (now() < edition.ends_at)
        throw new AppError(
          'CONFLICT',
          'El sorteo solo puede celebrarse cuando termine el periodo de participación.',
        );
      const eligible = (await candidates(edition, draw.raffle)).filter((c) => !c.reason);
      if (eligible.length === 0)
        throw new AppError('CONFLICT', 'No hay participaciones válidas para este sorteo.');
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
            entries: result.entries.length,
            entriesHash: result.entriesHash,
            picks: result.picks,
          },
          at: now(),
        });
      });
      return this.detail(edition.id);
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
      const content = drawWinnerMail({
        name: pick.name,
        edition: edition.name,
        prize: draw.raffle === 'tablet' ? edition.tablet_prize : edition.smartwatch_prize,
        deadline: deadlineText(deadline),
        checkLink: `${deps.publicUrl}${pathTo('drawCheck', { id: draw.id })}`,
        rulesLink: `${deps.publicUrl}${pages.raffleRules.pattern}`,
      });
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
