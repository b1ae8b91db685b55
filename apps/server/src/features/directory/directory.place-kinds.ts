/**
 * What each country calls its first and second levels, with the noun's gender, so the import's
 * messages read "región desconocida", "municipio desconocido", "falta la provincia".
 */
export interface PlaceNoun {
  noun: string;
  feminine: boolean;
}

const region: PlaceNoun = { noun: 'región', feminine: true };
const departamento: PlaceNoun = { noun: 'departamento', feminine: false };
const provincia: PlaceNoun = { noun: 'provincia', feminine: true };
const estado: PlaceNoun = { noun: 'estado', feminine: false };
const comuna: PlaceNoun = { noun: 'comuna', feminine: true };
const municipio: PlaceNoun = { noun: 'municipio', feminine: false };
const ciudad: PlaceNoun = { noun: 'ciudad', feminine: true };

const kinds: Record<string, { state: PlaceNoun; city: PlaceNoun }> = {
  argentina: { state: provincia, city: ciudad },
  bolivia: { state: departamento, city: ciudad },
  chile: { state: region, city: comuna },
  colombia: { state: departamento, city: municipio },
  'costa rica': { state: provincia, city: ciudad },
  ecuador: { state: provincia, city: ciudad },
  // Since the 2024 reform the 44 municipios are the second level (DECISIONS 0016).
  'el salvador': { state: departamento, city: municipio },
  honduras: { state: departamento, city: ciudad },
  guatemala: { state: departamento, city: ciudad },
  nicaragua: { state: departamento, city: ciudad },
  mexico: { state: estado, city: ciudad },
  panama: { state: provincia, city: ciudad },
  peru: { state: departamento, city: ciudad },
  uruguay: { state: departamento, city: ciudad },
  'republica dominicana': { state: provincia, city: ciudad },
};

export const placeNouns = (country: string) => kinds[country] ?? { state: departamento, city: ciudad };

/** "región desconocida", "municipio desconocido". */
export const unknownPlace = ({ noun, feminine }: PlaceNoun) =>
  `${noun} ${feminine ? 'desconocida' : 'desconocido'}`;
/** "la región", "el municipio". */
export const withArticle = ({ noun, feminine }: PlaceNoun) => `${feminine ? 'la' : 'el'} ${noun}`;

/**
 * Width of the official codes, so a code a spreadsheet stored as a number (`9`, `1101`) is read
 * with its leading zeros again (`09`, `01101`).
 */
const codeWidths: Record<string, { state: number; city: number }> = {
  chile: { state: 2, city: 5 },
  colombia: { state: 2, city: 5 },
};

export function padOfficialCode(country: string, kind: 'state' | 'city', value: string): string {
  const width = codeWidths[country]?.[kind];
  return width && /^\d+$/.test(value) && value.length < width ? value.padStart(width, '0') : value;
}
