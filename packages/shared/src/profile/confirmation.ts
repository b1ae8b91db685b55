import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/min';
import { z } from '../validation/zod-config.ts';
import { countries } from '../directory/countries.ts';
import { countryLevelSchoolCountries, OTHER_CITY, otherCityCountries } from '../directory/schemas.ts';

/**
 * The confirmation form (docs/product/profile.md#country-variants, docs/product/profile.md#required-fields):
 * one definition that the browser and the server both run, so a payload gets the same field errors on either
 * side.
 */
export const REQUIRED = 'Este campo es obligatorio';
export const INVALID_EMAIL = 'Introduce un correo electrónico válido';
export const INVALID_PHONE = 'Introduce un número de teléfono válido para tu país';
export const INVALID_DOC = 'Introduce un documento de identidad válido';
export const OTHER_SCHOOL = 'otro';
export { OTHER_CITY };
/** Whether the country's city list ends with "Otra ciudad" (its list is a selection, not official). */
export const allowsOtherCity = (country: string): boolean => otherCityCountries.includes(country);

export type Variant = 1 | 2 | 3 | 4;

export const variantOf = (country: string): Variant | null => {
  if (countryLevelSchoolCountries.includes(country)) return 1;
  // The countries that choose a state and then a city are those whose city list has "Otra ciudad".
  if (otherCityCountries.includes(country)) return 2;
  if (country === 'colombia') return 3;
  if (country === 'chile') return 4;
  return null;
};

export const roles = [
  'DOCENTE',
  'DOCENTE DE INGLÉS',
  'PROPIETARIO / REPRESENTANTE LEGAL',
  'DIRECTOR / RECTOR',
  'SUBDIRECTOR / VICERRECTOR',
  'COORDINADOR / JEFE DE ÁREA',
  'COORDINADOR ACADÉMICO',
  'COORDINADOR DE CALIDAD',
  'COORDINADOR DE CONVIVENCIA / SOCIOEMOCIONAL',
  'COORDINADOR DE PASTORAL EDUCATIVA',
  'COMUNICACIÓN / MARKETING',
  'PSICÓLOGO / ORIENTADOR',
  'EQUIPO COMPARTIR',
] as const;

export const colombiaAreas: Record<string, string[]> = {
  PREESCOLAR: ['ÁREAS BÁSICAS', 'INGLÉS', 'OTRA'],
  PRIMARIA: ['ESPAÑOL', 'INGLÉS', 'MATEMÁTICAS', 'NATURALES', 'OTRA', 'SOCIALES'],
  SECUNDARIA: ['ESPAÑOL', 'INGLÉS', 'MATEMÁTICAS', 'NATURALES'],
  MEDIA: ['ESPAÑOL', 'INGLÉS', 'MATEMÁTICAS', 'NATURALES'],
};
export const colombiaLevels = Object.keys(colombiaAreas);
export const otherLevels = [
  'Preprimaria o Preescolar / Inicial',
  'Primaria',
  'Educación Básica General',
  'Secundaria',
  'Bachillerato',
] as const;
export const chileSchoolTypes = [
  { value: 'PP', label: 'Particular pagado' },
  { value: 'PS', label: 'Particular subvencionado' },
  { value: 'M', label: 'Municipal' },
] as const;

/** The labels of docs/product/profile.md#labels; the form marks the required ones. */
export const labels = {
  name: 'Nombre',
  lastname: 'Primer Apellido',
  lastname2: 'Segundo Apellido',
  email: 'Email',
  doc: 'Documento de identidad',
  rol: 'Rol',
  region: 'Región',
  commune: 'Comuna',
  state: 'Dpto/Estado/Provincia',
  city: 'Ciudad',
  city_name: 'Nombre de tu ciudad',
  school: 'Colegio',
  school_name: 'Nombre de tu colegio',
  school_type: 'Tipo establecimiento',
  subscription: 'Nombre de suscripción',
  phone: 'Nº teléfono',
  level: 'Nivel',
  area: 'Área',
  country: 'País',
} as const;
export type Field = keyof typeof labels;

/**
 * Which fields each variant asks for and which of them are required
 * (docs/product/profile.md#required-fields).
 */
export const variantFields: Record<Variant, { fields: Field[]; required: Field[] }> = {
  1: {
    fields: ['name', 'lastname', 'lastname2', 'email', 'doc', 'phone', 'school', 'rol'],
    required: ['name', 'lastname', 'email', 'doc', 'rol', 'school', 'phone'],
  },
  2: {
    fields: ['name', 'lastname', 'lastname2', 'email', 'state', 'city', 'school', 'level', 'rol'],
    required: ['name', 'lastname', 'email', 'rol', 'state', 'city', 'school', 'level'],
  },
  3: {
    fields: [
      'name',
      'lastname',
      'lastname2',
      'email',
      'doc',
      'phone',
      'state',
      'city',
      'school',
      'level',
      'area',
      'rol',
    ],
    required: ['name', 'lastname', 'email', 'rol', 'doc', 'phone', 'state', 'city', 'school', 'level'],
  },
  4: {
    fields: [
      'name',
      'lastname',
      'lastname2',
      'email',
      'region',
      'commune',
      'school',
      'school_type',
      'subscription',
      'rol',
    ],
    required: [
      'name',
      'lastname',
      'email',
      'rol',
      'region',
      'commune',
      'school',
      'school_type',
      'subscription',
    ],
  },
};

/** Chile's RUT: digits and a check digit (modulo 11). Dots, spaces and dashes are ignored. */
export function isValidRut(raw: string): boolean {
  const clean = raw.replace(/[.\s-]/g, '').toUpperCase();
  if (!/^\d{7,8}[\dK]$/.test(clean)) return false;
  const body = clean.slice(0, -1);
  let sum = 0;
  let factor = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += Number(body[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const expected = 11 - (sum % 11);
  const dv = expected === 11 ? '0' : expected === 10 ? 'K' : String(expected);
  return clean.endsWith(dv);
}

/** Identity documents by country, after removing dots, spaces and dashes. */
const docRules: Record<string, (doc: string) => boolean> = {
  chile: isValidRut,
  colombia: (d) => /^\d{6,10}$/.test(d),
  peru: (d) => /^\d{8}$/.test(d),
  'costa rica': (d) => /^\d{9}$/.test(d),
  panama: (d) => /^(\d{1,2}|PE|E|N|\d{1,2}(AV|PI))\d{1,4}\d{1,6}$/i.test(d),
  nicaragua: (d) => /^\d{13}[A-Z]$/i.test(d),
  bolivia: (d) => /^\d{5,9}([A-Z0-9]{1,3})?$/i.test(d),
};

export const normaliseDoc = (doc: string) => doc.replace(/[.\s-]/g, '').toUpperCase();

export function isValidDoc(country: string, doc: string): boolean {
  const rule = docRules[country];
  const clean = normaliseDoc(doc);
  return clean.length > 0 && (rule ? rule(clean) : /^[A-Z0-9]{4,20}$/.test(clean));
}

export function isValidPhone(country: string, phone: string): boolean {
  const region = countries.find((c) => c.key === country)?.region as CountryCode | undefined;
  if (!region) return false;
  try {
    return isValidPhoneNumber(phone, region);
  } catch {
    return false;
  }
}

const text = (max: number) => z.string().max(max, `Máximo ${max} caracteres`).optional().default('');

/** The form and `POST users/save`: names are kept exactly as typed, only trimmed. */
export const confirmationSchema = z
  .object({
    country: z.string().max(40).optional().default(''),
    name: text(120),
    lastname: text(120),
    lastname2: text(120),
    email: text(254),
    doc: text(40),
    phone: text(40),
    rol: text(80),
    region: text(120),
    commune: text(120),
    state: text(120),
    city: text(120),
    city_name: text(120),
    school: text(64),
    school_name: text(200),
    school_type: text(4),
    subscription: text(200),
    level: text(80),
    area: text(80),
    certificate: z.boolean().optional().default(false),
    /** With `certificate`: which certificate to open once saved (from `encuentro=` or `eje=`). */
    certificateKind: z.enum(['encuentro', 'eje', '']).optional().default(''),
    slug: z.string().max(160).optional().default(''),
    needsRedirect: z.boolean().optional().default(false),
    redirectTo: z.string().max(2048).optional().default(''),
    captchaToken: z.string().max(4000).optional().default(''),
    token: z.string().max(200).optional(),
  })
  .transform((v) => {
    const trimmed = Object.fromEntries(
      Object.entries(v).map(([k, value]) => [k, typeof value === 'string' ? value.trim() : value]),
    ) as typeof v;
    return trimmed;
  })
  .superRefine((v, ctx) => {
    const fail = (path: Field | 'country', message = REQUIRED) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const variant = variantOf(v.country);
    if (!variant) {
      fail('country');
      return;
    }
    const { required, fields } = variantFields[variant];
    const unselected = (value: string) => value === '' || value === '-1';
    for (const field of required) {
      if (unselected(String(v[field as keyof typeof v] ?? ''))) fail(field);
    }
    if (fields.includes('city') && v.city === OTHER_CITY) {
      // A city that is not in the list has no schools in it either: only "Otro" and its name.
      if (!allowsOtherCity(v.country)) fail('city');
      else if (!v.city_name) fail('city_name');
      if (!unselected(v.school) && v.school !== OTHER_SCHOOL) fail('school');
    }
    if (fields.includes('school') && v.school === OTHER_SCHOOL && !v.school_name) fail('school_name');
    if (v.email && !z.email().safeParse(v.email).success) fail('email', INVALID_EMAIL);
    if (fields.includes('phone') && v.phone && !isValidPhone(v.country, v.phone))
      fail('phone', INVALID_PHONE);
    if (fields.includes('doc') && v.doc && !isValidDoc(v.country, v.doc)) fail('doc', INVALID_DOC);
    if (v.rol && !unselected(v.rol) && !(roles as readonly string[]).includes(v.rol)) fail('rol');
    if (fields.includes('level') && v.level && !unselected(v.level)) {
      const levels: readonly string[] = variant === 3 ? colombiaLevels : otherLevels;
      if (!levels.includes(v.level)) fail('level');
      if (variant === 3 && v.area && !unselected(v.area) && !(colombiaAreas[v.level] ?? []).includes(v.area))
        fail('area');
    }
    if (variant === 4 && v.school_type && !chileSchoolTypes.some((t) => t.value === v.school_type))
      fail('school_type');
  });
export type ConfirmationInput = z.input<typeof confirmationSchema>;
export type ConfirmationData = z.output<typeof confirmationSchema>;
