/**
 * The 15 countries of the community (docs/product/directory.md#countries): the lowercase key the forms send,
 * the name people read, and the path segment of the directory calls
 * (docs/product/directory.md#country-path-segment: no spaces or accents).
 */
export const countries = [
  { key: 'argentina', label: 'Argentina', segment: 'argentina', region: 'AR' },
  { key: 'bolivia', label: 'Bolivia', segment: 'bolivia', region: 'BO' },
  { key: 'chile', label: 'Chile', segment: 'chile', region: 'CL' },
  { key: 'colombia', label: 'Colombia', segment: 'colombia', region: 'CO' },
  { key: 'costa rica', label: 'Costa Rica', segment: 'costarica', region: 'CR' },
  { key: 'ecuador', label: 'Ecuador', segment: 'ecuador', region: 'EC' },
  { key: 'el salvador', label: 'El Salvador', segment: 'elsalvador', region: 'SV' },
  { key: 'honduras', label: 'Honduras', segment: 'honduras', region: 'HN' },
  { key: 'guatemala', label: 'Guatemala', segment: 'guatemala', region: 'GT' },
  { key: 'nicaragua', label: 'Nicaragua', segment: 'nicaragua', region: 'NI' },
  { key: 'mexico', label: 'México', segment: 'mexico', region: 'MX' },
  { key: 'panama', label: 'Panamá', segment: 'panama', region: 'PA' },
  { key: 'peru', label: 'Perú', segment: 'peru', region: 'PE' },
  { key: 'uruguay', label: 'Uruguay', segment: 'uruguay', region: 'UY' },
  {
    key: 'republica dominicana',
    label: 'República Dominicana',
    segment: 'republicadominicana',
    region: 'DO',
  },
] as const;

export type CountryKey = (typeof countries)[number]['key'];

export const countryLabel = (key: string): string => countries.find((c) => c.key === key)?.label ?? key;
