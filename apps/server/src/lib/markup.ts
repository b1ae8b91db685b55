/**
 * The one way the server writes HTML (its own pages and the mail): `markup` escapes every
 * interpolated value unless it is itself `markup` (or an array of them), so forgetting to escape
 * cannot happen by default. Not named `html`: Prettier would reformat such templates as HTML,
 * changing what is sent.
 */
export class Markup {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

/** Text as HTML: the five characters that could end text or an attribute become references. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What may be interpolated: text and numbers are escaped; nothing is written for `null`, `undefined`, `false`. */
export type MarkupValue = string | number | Markup | null | undefined | false | readonly MarkupValue[];

const render = (value: MarkupValue): string => {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Markup) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
};

export function markup(strings: TemplateStringsArray, ...values: MarkupValue[]): Markup {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1]!;
  });
  return new Markup(out);
}
