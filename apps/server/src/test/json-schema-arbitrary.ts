import fc from 'fast-check';

/** The part of JSON Schema (draft 2020-12, as `z.toJSONSchema` writes it) the request schemas use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
}

/** Long texts cost time and teach nothing more past a point; the boundary itself is still reached. */
const LONGEST = 300;

function stringArbitrary(schema: JsonSchema, known: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength;
  const shaped: Array<fc.Arbitrary<string>> = [
    fc.string({
      unit: 'grapheme',
      minLength: min,
      maxLength: Math.min(max ?? LONGEST, Math.max(min, LONGEST)),
    }),
  ];
  if (max !== undefined) {
    // Just at and just past the limit, where off-by-one faults live.
    shaped.push(fc.constantFrom('x'.repeat(max), 'ñ'.repeat(max), 'x'.repeat(max + 1)));
  }
  if (schema.format === 'email') shaped.push(fc.emailAddress());
  if (schema.pattern) {
    try {
      shaped.push(fc.stringMatching(new RegExp(schema.pattern)));
    } catch {
      // A pattern fast-check cannot drive is covered by the other strings.
    }
  }
  return fc.oneof(...shaped, known);
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined);
  const edges = [min, max, min !== undefined ? min - 1 : -1, max !== undefined ? max + 1 : 1e6].filter(
    (n): n is number => n !== undefined && Number.isFinite(n),
  );
  const inRange = integer
    ? fc.integer({ min: Math.max(min ?? -1e6, -1e9), max: Math.min(max ?? 1e6, 1e9) })
    : fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true });
  return fc.oneof(inRange, fc.constantFrom(...edges));
}

/**
 * Values shaped by a request schema: mostly valid, often at its limits, with strings drawn also from
 * `known` (real ids and slugs) so that requests reach past validation into the services.
 */
export function arbitraryFor(
  schema: JsonSchema,
  known: fc.Arbitrary<string>,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => arbitraryFor(s, known, depth + 1)));
  if (schema.allOf?.length) return arbitraryFor(Object.assign({}, ...schema.allOf), known, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1)
    return fc.oneof(...type.map((t) => arbitraryFor({ ...schema, type: t }, known, depth)));
  switch (type[0]) {
    case 'string':
      return stringArbitrary(schema, known);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      if (schema.prefixItems)
        return fc.tuple(...schema.prefixItems.map((s) => arbitraryFor(s, known, depth + 1)));
      return fc.array(arbitraryFor(schema.items ?? {}, known, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 6, 12),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, s]) => [key, arbitraryFor(s, known, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
    }
    default:
      return fc.oneof(known, fc.anything({ maxDepth: 2 }));
  }
}
