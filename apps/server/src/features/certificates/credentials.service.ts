import { randomInt, randomUUID } from 'node:crypto';
import type { AttendanceMarkMode, AttendanceMode } from '@foro/shared/attendance/schemas';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { JobHandler } from '../../lib/job-worker.ts';
import { createCredentialsRepository } from './credentials.repository.ts';
import {
  buildOpenBadge,
  createDocumentLoader,
  didDocument,
  signCredential,
  signOpenBadge,
  STATUS_LIST_ID,
  STATUS_LIST_LENGTH,
  statusListCredential,
  verifyOpenBadge,
  type CredentialKeys,
  type CredentialState,
} from './open-badge.ts';

export const SIGN_CREDENTIAL_JOB = 'sign-credential';
export const SIGN_STATUS_LIST_JOB = 'sign-status-list';
const VERIFIED_KEPT = 2000;

/**
 * The Open Badges credentials of certificates (docs/decisions/0092-open-badges-credentials.md).
 * Issuing a certificate queues its signing in the issuing transaction; the job signs it once and
 * stores the JSON as issued. Revoking or replacing one marks the status list changed and queues its
 * signing. Whatever is asked for before its job ran is signed then, once, and stored the same way.
 */
export function createCredentialsService(deps: {
  db: Db;
  queue: JobQueue;
  clock: Clock;
  publicUrl: string;
  keys: CredentialKeys;
  attendance: {
    attendanceOf(
      meetingId: string,
      userId: string,
    ): Promise<{ minutes: Record<AttendanceMode, number>; mark: AttendanceMarkMode | null }>;
  };
}) {
  const { db, queue, clock, keys } = deps;
  const repo = createCredentialsRepository(db);
  const base = deps.publicUrl.replace(/\/$/, '');
  const statusListUrl = `${base}/credenciales/estado/${STATUS_LIST_ID}`;
  const documentLoader = createDocumentLoader(keys, async (url) =>
    url === statusListUrl ? JSON.parse((await statusList())?.json ?? 'null') : undefined,
  );

  /** The stored credential of a certificate, signed now when its job has not run yet; null without a key. */
  async function credentialOf(code: string): Promise<string | null> {
    const stored = await repo.findCredential(code);
    if (stored) return stored.credential;
    const key = keys.current;
    if (!key) return null;
    const row = await repo.certificateToSign(code);
    if (!row) return null;
    const attendance = row.attendance === 'live' || row.attendance === 'replay' ? row.attendance : null;
    let minutes: number | null = null;
    if (row.kind === 'meeting') {
      const attended = await deps.attendance.attendanceOf(row.subject_id, row.user_id);
      minutes = attendance
        ? attended.minutes[attendance]
        : Math.max(attended.minutes.live, attended.minutes.replay);
    }
    const score = row.kind === 'axis' ? await repo.bestScore(row.subject_id, row.user_id) : null;
    for (let attempt = 0; attempt < 8; attempt++) {
      const statusIndex = randomInt(STATUS_LIST_LENGTH);
      const unsigned = buildOpenBadge(
        {
          code: row.code,
          kind: row.kind,
          subjectId: row.subject_id,
          title: row.title,
          score,
          minutes,
          attendance,
          email: row.email,
          issuedAt: new Date(row.issued_at),
          statusIndex,
        },
        { did: keys.did, publicUrl: base },
      );
      const json = JSON.stringify(await signOpenBadge(unsigned, key, documentLoader));
      const signedAt = clock.now().toISOString();
      if (
        await repo.insertCredential({
          code,
          status_index: statusIndex,
          credential: json,
          signed_at: signedAt,
        })
      ) {
        // Signed only after it was revoked or replaced (its job had not run): its bit must be set too.
        if (row.revoked_at || row.replaced_by) await repo.markStatusChanged(STATUS_LIST_ID, randomUUID());
        return json;
      }
      // Signed meanwhile by another request or the job: that one stands.
      const now = await repo.findCredential(code);
      if (now) return now.credential;
    }
    throw new Error('Could not draw a free status list index');
  }

  /** The signed status list, signed again now when a certificate was revoked or replaced since. */
  async function statusList(): Promise<{ json: string; version: string } | null> {
    const row = await repo.findStatusList(STATUS_LIST_ID);
    const version = row?.version ?? 'initial';
    if (row?.credential && row.signed_version === version) return { json: row.credential, version };
    const key = keys.current;
    if (!key) return row?.credential ? { json: row.credential, version } : null;
    const unsigned = await statusListCredential({
      publicUrl: base,
      did: keys.did,
      revoked: await repo.revokedIndexes(),
      at: clock.now(),
    });
    const json = JSON.stringify(await signCredential(unsigned, key, documentLoader));
    await repo.storeStatusList(STATUS_LIST_ID, json, clock.now().toISOString(), version);
    return { json, version };
  }

  // Verifying canonicalises the credential and the list: kept per code and version of the list.
  const verified = new Map<string, CredentialState>();

  const signJob: JobHandler = async (_job, payload) => {
    await credentialOf(String(payload.code));
    return { done: true };
  };
  const statusJob: JobHandler = async () => {
    await statusList();
    return { done: true };
  };

  return {
    handlers: {
      [SIGN_CREDENTIAL_JOB]: signJob,
      [SIGN_STATUS_LIST_JOB]: statusJob,
    } satisfies Record<string, JobHandler>,

    credentialOf,
    statusList,
    didDocument: () => didDocument(keys),
    statusListUrl,

    /** Queues the signing of a newly issued certificate's credential, in the issuing transaction. */
    async queueSigning(code: string, on: Db): Promise<void> {
      if (!keys.current) return;
      await queue.enqueue(
        {
          kind: SIGN_CREDENTIAL_JOB,
          payload: { code },
          runAt: clock.now(),
          dedupeKey: `${SIGN_CREDENTIAL_JOB}:${code}`,
        },
        on,
      );
    },

    /** A certificate was revoked or replaced (in that transaction): its bit is set when the list is signed. */
    async statusChanged(on: Db): Promise<void> {
      await createCredentialsRepository(on).markStatusChanged(STATUS_LIST_ID, randomUUID());
      if (!keys.current) return;
      await queue.enqueue(
        { kind: SIGN_STATUS_LIST_JOB, payload: {}, runAt: clock.now(), dedupeKey: SIGN_STATUS_LIST_JOB },
        on,
      );
    },

    /**
     * What the signed credential and the signed status list say of a certificate, checked as any
     * verifier would: `valid`, `revoked` or `invalid`; null when it has no credential.
     */
    async stateOf(code: string): Promise<CredentialState | null> {
      const json = await credentialOf(code);
      if (!json) return null;
      const list = await statusList();
      const cacheKey = `${code}:${list?.version ?? ''}`;
      const known = verified.get(cacheKey);
      if (known) return known;
      const state = await verifyOpenBadge(JSON.parse(json), documentLoader);
      if (verified.size >= VERIFIED_KEPT) verified.clear();
      verified.set(cacheKey, state);
      return state;
    },
  };
}
export type CredentialsService = ReturnType<typeof createCredentialsService>;
