import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from '@foro/shared/validation/zod-config';

type SerializerCompiler = Parameters<typeof zodSerializerCompiler>[0];
type JsonSchema = Record<string, unknown>;

/**
 * How every JSON answer is written (decision 0121): each route's zod response schema, written once as a
 * JSON schema, compiled by fast-json-stringify (Fastify's own serializer). Like zod's pass it writes the
 * declared fields only, so a field a service adds never reaches the member, without zod's walk of every
 * value (26–32 µs for a thread page of ten posts, where `JSON.stringify` takes 8). A schema that
 * fast-json-stringify cannot write exactly as zod would (a union of objects, a transform, a codec)
 * keeps zod's pass.
 *
 * `crossCheck` (the test app): every answer is also written by zod, and the two must agree value for
 * value, so a schema whose two writings differ fails the test that reaches it.
 */
export function createResponseSerializer(options: { crossCheck?: boolean } = {}) {
  const writerOf = (route: SerializerCompiler): ((data: unknown) => string) => {
    const byZod = zodSerializerCompiler(route);
    const fast = compiled(schemaOf(route.schema));
    if (!fast) return byZod;
    if (!options.crossCheck) return fast;
    return (data: unknown) => {
      const written = fast(data);
      const expected = byZod(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new Error(
          `${route.method} ${route.url}: fast-json-stringify wrote ${written}, zod wrote ${expected}`,
        );
      return written;
    };
  };
  // Fastify asks for every route's writer while the server starts; compiling all of them there (330)
  // took a few hundred milliseconds of the start-up goal, so each is compiled on its first answer.
  return (route: SerializerCompiler) => {
    let write: ((data: unknown) => string) | undefined;
    return (data: unknown) => (write ??= writerOf(route))(data);
  };
}

function schemaOf(maybe: unknown): z.ZodType | undefined {
  if (maybe instanceof z.ZodType) return maybe;
  const properties = (maybe as { properties?: unknown } | undefined)?.properties;
  return properties instanceof z.ZodType ? properties : undefined;
}

/** fast-json-stringify's writer of `schema`'s output, or undefined where it would differ from zod's. */
function compiled(schema: z.ZodType | undefined): ((data: unknown) => string) | undefined {
  if (!schema) return undefined;
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    }) as JsonSchema;
  } catch {
    return undefined; // a transform, a codec or a custom type: only zod knows its output
  }
  const plain = plainSchema(json);
  return plain ? fastJson(plain) : undefined;
}

/**
 * The JSON schema as fast-json-stringify should read it, or undefined when it would write it otherwise
 * than zod: `additionalProperties: false` is dropped (undeclared fields are then left out, as zod strips
 * them, instead of failing a union's check), a nullable value is one type with `null`, and any other
 * union, `const`, `$ref` or `not` keeps zod's pass.
 */
function plainSchema(node: unknown): JsonSchema | undefined {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
  const source = node as JsonSchema;
  for (const key of ['oneOf', 'allOf', 'not', '$ref', 'const', 'if'])
    if (key in source && !(key === 'const' && typeof source.const === 'boolean')) return undefined;
  const out: JsonSchema = {};
  if (Array.isArray(source.anyOf)) {
    const options = source.anyOf as JsonSchema[];
    const nonNull = options.filter((o) => o.type !== 'null');
    if (options.length !== 2 || nonNull.length !== 1) return undefined;
    const inner = plainSchema(nonNull[0]);
    if (!inner || typeof inner.type !== 'string') return undefined;
    return { ...inner, type: [inner.type, 'null'] };
  }
  for (const [key, value] of Object.entries(source)) {
    // Checks only zod makes (the test app's cross-check keeps them); the value is written as given.
    if (['$schema', 'pattern', 'propertyNames', 'const'].includes(key)) continue;
    if (key === 'additionalProperties') {
      if (value === false) continue;
      if (value === true) {
        out[key] = true;
        continue;
      }
      const inner = plainSchema(value);
      if (!inner) return undefined;
      out[key] = inner;
    } else if (key === 'properties') {
      const properties: JsonSchema = {};
      for (const [name, property] of Object.entries(value as JsonSchema)) {
        const inner = plainSchema(property);
        if (!inner) return undefined;
        properties[name] = inner;
      }
      out[key] = properties;
    } else if (key === 'items') {
      const inner = plainSchema(value);
      if (!inner) return undefined;
      out[key] = inner;
    } else out[key] = value;
  }
  // `z.object({})` declares no field: fast-json-stringify then writes none, as zod does.
  if (source.type === 'object' && source.additionalProperties === false && !('properties' in out))
    out.properties = {};
  return out;
}
