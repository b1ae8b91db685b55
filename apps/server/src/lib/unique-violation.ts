/**
 * A write refused by a unique index, on SQLite or PostgreSQL. Callers turn it into an answer of their
 * own; the driver's error is never logged, because PostgreSQL's detail names the duplicated value.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * Runs a whole transaction again when a unique index refused its write: for a value chosen free
 * before the insert (a thread's slug), a concurrent request may take it first. On PostgreSQL the
 * failed transaction is aborted, so the retry must be a new one, which then sees the winner's row.
 * Each round at least one racer commits, so `attempts` racers at once all succeed.
 */
export async function retryOnUniqueViolation<T>(transaction: () => Promise<T>, attempts = 8): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= attempts || !isUniqueViolation(error)) throw error;
    }
  }
}
