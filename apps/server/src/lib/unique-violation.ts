/**
 * A write refused by a unique index, on SQLite or PostgreSQL. Callers turn it into an answer of their
 * own; the driver's error is never logged, because PostgreSQL's detail names the duplicated value.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
