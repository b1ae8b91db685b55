export type Encoding = 'br' | 'gzip';

const PREFERENCE: readonly Encoding[] = ['br', 'gzip'];
/** Answers already worked out, per header text: browsers send a handful of distinct values. */
const parsed = new Map<string, Encoding[]>();

/** The encodings an `Accept-Encoding` header allows (q > 0), br before gzip. */
function acceptedEncodings(header: string): Encoding[] {
  let accepted = parsed.get(header);
  if (accepted) return accepted;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    q.set(name.trim(), weight === undefined ? 1 : Number(weight));
  }
  const star = q.get('*');
  accepted = PREFERENCE.filter(
    (e) => (q.get(e) ?? (e === 'gzip' ? q.get('x-gzip') : undefined) ?? star ?? 0) > 0,
  );
  if (parsed.size > 200) parsed.clear();
  parsed.set(header, accepted);
  return accepted;
}

/** The best encoding both sides have: br, then gzip, else the plain bytes. */
export function preferredEncoding(
  header: string | undefined,
  available: Partial<Record<Encoding | 'identity', unknown>>,
): Encoding | 'identity' {
  if (!header) return 'identity';
  for (const encoding of acceptedEncodings(header)) if (available[encoding]) return encoding;
  return 'identity';
}
