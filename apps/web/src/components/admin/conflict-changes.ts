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

/** A field both editors changed, each to something else: the person chooses. */
export interface Clash {
  field: string;
  theirs: unknown;
  mine: unknown;
}

/**
 * How to merge a 409 into the form (docs/product/admin.md#two-editors): of the fields the other editor
 * changed, those this person left as loaded take the saved value (`adopted`), so that saving again
 * writes only this person's changes over theirs; those both changed to different values are `clashes`
 * for the person to choose; a field both changed to the same value needs nothing.
 *
 * `loaded` and `current` are the form's values as loaded and as they are now, in the same shape.
 */
export function planMerge(
  changes: Record<string, unknown>,
  loaded: unknown,
  current: unknown,
): { adopted: Array<[string, unknown]>; clashes: Clash[] } {
  const adopted: Array<[string, unknown]> = [];
  const clashes: Clash[] = [];
  for (const [field, theirs] of theirChanges(changes, loaded)) {
    const mine = valueAt(current, field);
    const before = valueAt(loaded, field);
    if (mine === MISSING || (before !== MISSING && sameValue(mine, before))) adopted.push([field, theirs]);
    else if (!sameValue(theirs, mine)) clashes.push({ field, theirs, mine });
  }
  return { adopted, clashes };
}

/**
 * The saved value as the form holds it: a number in a text field as its text, null as an empty
 * field; lists and objects as they are.
 */
export function asFormValue(saved: unknown, current: unknown): unknown {
  if (typeof current === 'string') {
    if (saved === null || saved === undefined) return '';
    if (typeof saved === 'number' || typeof saved === 'boolean') return String(saved);
  }
  return saved;
}
