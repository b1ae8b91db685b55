/**
 * Of a 409's `conflict.changes` (each field whose saved value differs from what was sent), the
 * fields the other person changed (docs/product/admin.md#two-editors): those whose saved value also
 * differs from the value the form was loaded with. A field that differs only because this person
 * edited it is their own change, not the other editor's, and is left out.
 *
 * `loaded` is the form's values as loaded (react-hook-form's `formState.defaultValues`); a dotted
 * field name (`content.title`) is looked up along its path. Saved objects are compared by their own
 * keys, so a loaded list item may carry more (an e-mail shown next to a coach).
 */
export function theirChanges(changes: Record<string, unknown>, loaded: unknown): Array<[string, unknown]> {
  return Object.entries(changes).filter(([field, saved]) => {
    const before = valueAt(loaded, field);
    return before === MISSING || !sameValue(saved, before);
  });
}

const MISSING = Symbol('missing');

function valueAt(value: unknown, path: string): unknown {
  if (isRecord(value) && path in value) return value[path];
  let current: unknown = value;
  for (const part of path.split('.')) {
    if (!isRecord(current) || !(part in current)) return MISSING;
    current = current[part];
  }
  return current;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A form holds numbers as typed text and an empty field as '' where the server may say null. */
const scalar = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v);

function sameValue(saved: unknown, loaded: unknown): boolean {
  if (Array.isArray(saved))
    return (
      Array.isArray(loaded) &&
      saved.length === loaded.length &&
      saved.every((v, i) => sameValue(v, loaded[i]))
    );
  if (isRecord(saved))
    return isRecord(loaded) && Object.keys(saved).every((k) => sameValue(saved[k], loaded[k]));
  return scalar(saved) === scalar(loaded);
}
