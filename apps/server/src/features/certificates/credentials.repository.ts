import type { Db } from '../../db/database.ts';

/** The signed credentials of certificates and the status list (docs/decisions/0092-open-badges-credentials.md). */
export function createCredentialsRepository(db: Db) {
  return {
    /** What a certificate's credential states: its row, the member's e-mail and the score or minutes. */
    async certificateToSign(code: string) {
      return db
        .selectFrom('certificates')
        .innerJoin('users', 'users.id', 'certificates.user_id')
        .select([
          'certificates.code',
          'certificates.kind',
          'certificates.subject_id',
          'certificates.user_id',
          'certificates.title',
          'certificates.issued_at',
          'certificates.attendance',
          'certificates.revoked_at',
          'certificates.replaced_by',
          'users.email',
        ])
        .where('certificates.code', '=', code)
        .executeTakeFirst();
    },

    /** The best score of the member's practical case in the route, out of 10; null when none is kept. */
    async bestScore(axisId: string, userId: string): Promise<number | null> {
      const row = await db
        .selectFrom('test_attempts')
        .select((eb) => eb.fn.max('score').as('score'))
        .where('axis_id', '=', axisId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.score === null || row?.score === undefined ? null : Number(row.score);
    },

    findCredential(code: string) {
      return db
        .selectFrom('certificate_credentials')
        .select(['code', 'credential', 'status_index'])
        .where('code', '=', code)
        .executeTakeFirst();
    },

    /**
     * Stores a credential unless one exists for the code (signed once, never rebuilt); false when the
     * status index was taken by another credential (the caller draws again) or the code was signed.
     */
    async insertCredential(row: {
      code: string;
      status_index: number;
      credential: string;
      signed_at: string;
    }) {
      const result = await db
        .insertInto('certificate_credentials')
        .values(row)
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** Status indexes of credentials whose certificate is revoked or replaced: their bits are set. */
    async revokedIndexes(): Promise<number[]> {
      const rows = await db
        .selectFrom('certificate_credentials')
        .innerJoin('certificates', 'certificates.code', 'certificate_credentials.code')
        .select('certificate_credentials.status_index')
        .where((eb) =>
          eb.or([
            eb('certificates.revoked_at', 'is not', null),
            eb('certificates.replaced_by', 'is not', null),
          ]),
        )
        .execute();
      return rows.map((r) => Number(r.status_index));
    },

    findStatusList(id: string) {
      return db.selectFrom('credential_status_lists').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A certificate was revoked or replaced: the list must be signed again (in the caller's transaction). */
    async markStatusChanged(id: string, version: string): Promise<void> {
      await db
        .insertInto('credential_status_lists')
        .values({ id, credential: null, version, signed_version: null, signed_at: null })
        .onConflict((oc) => oc.column('id').doUpdateSet({ version }))
        .execute();
    },

    /** Stores a newly signed list, unless a change came after the version it was built from. */
    async storeStatusList(id: string, credential: string, signedAt: string, version: string): Promise<void> {
      await db
        .insertInto('credential_status_lists')
        .values({ id, credential, version, signed_version: version, signed_at: signedAt })
        .onConflict((oc) =>
          oc
            .column('id')
            .doUpdateSet({ credential, signed_version: version, signed_at: signedAt })
            .where('credential_status_lists.version', '=', version),
        )
        .execute();
    },
  };
}
export type CredentialsRepository = ReturnType<typeof createCredentialsRepository>;
