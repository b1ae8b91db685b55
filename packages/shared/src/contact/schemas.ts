import { z } from '../validation/zod-config.ts';
import { countries } from '../directory/countries.ts';

/** docs/product/contact.md#contact-request-rules: every failing field says the same words. */
export const REQUIRED = 'Este campo es obligatorio';
export const schoolTypes = ['Público', 'Privado', 'Otro'] as const;

const required = (max: number) => z.string({ message: REQUIRED }).trim().min(1, REQUIRED).max(max, REQUIRED);

export const contactSchema = z.object({
  country: z.enum(countries.map((c) => c.key) as [string, ...string[]], { message: REQUIRED }),
  name: required(120),
  lastname: required(120),
  email: z
    .string({ message: REQUIRED })
    .trim()
    .max(254, REQUIRED)
    .pipe(z.email({ message: REQUIRED })),
  school: required(200),
  city: required(120),
  school_type: z.enum(schoolTypes, { message: REQUIRED }),
  privacy: z.literal(true, { message: REQUIRED }),
  token: z.string().max(200).optional(),
  captchaToken: z.string().max(4000).optional(),
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;

/**
 * The browser language's region, when it is one of the 15 countries (docs/product/contact.md#contact-modal).
 */
export function countryFromLanguage(languages: readonly string[]): string {
  for (const tag of languages) {
    const region = tag.split('-')[1]?.toUpperCase();
    const match = countries.find((c) => c.region === region);
    if (match) return match.key;
  }
  return '';
}
