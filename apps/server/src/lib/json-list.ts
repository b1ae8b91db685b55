/**
 * A list stored as JSON text (objectives, recommendations, answers, iframes…): an empty list when the
 * text is not JSON or not an array, so one damaged row never breaks the page that reads it.
 */
export function jsonList<T = unknown>(json: string): T[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}
