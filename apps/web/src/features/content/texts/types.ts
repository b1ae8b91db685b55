/**
 * Tipos compartidos por los textos legales del portal "Foro de Educadores"
 * (cookies, privacidad, condiciones de uso, redes sociales y bases del sorteo).
 *
 * Todo el contenido es texto plano: sin HTML ni markdown.
 */

/** Bloque de contenido: un párrafo o una lista de viñetas. */
export type LegalBlock = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] };

/** Sección de un documento legal. `id` es un ancla ASCII en kebab-case, única en el documento. */
export interface LegalSection {
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

/** Documento legal completo. `updated` es una fecha legible, p. ej. "Última actualización: 1 de marzo de 2026". */
export interface LegalDocument {
  title: string;
  updated: string;
  intro: LegalBlock[];
  sections: LegalSection[];
}
