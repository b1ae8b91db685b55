import { z } from '../validation/zod-config.ts';
import { publicationStates, revisionField } from '../admin/schemas.ts';

/**
 * The portal's editable texts (docs/product/content.md): the 2022 home's items, the About page's
 * figures, the 2022 home's routes block, the draw rules, the legal pages and the homes' main texts. One definition checks the back office's
 * forms in the browser and the requests on the server, and types the member pages' answers.
 */

const URL_MESSAGE = 'Escribe una ruta del portal (/…) o una dirección que empiece por https://.';

/** A path of the portal (`/media/…`, `/bases-del-sorteo`) or a full web address. */
const isPortalPathOrWebUrl = (value: string) => {
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** An image or link address written by staff: a portal path or a web address, never `javascript:`. */
export const portalUrlField = z
  .string()
  .trim()
  .max(500, 'La dirección no puede tener más de 500 caracteres.')
  .refine(isPortalPathOrWebUrl, URL_MESSAGE);

const requiredText = (max: number, message: string) =>
  z.string().trim().min(1, message).max(max, `No puede tener más de ${max} caracteres.`);

// ---------------------------------------------------------------------------------------------
// Home items (docs/product/content.md#home-items)

/** GET items-home: one item of the 2022 home. `preview` marks an unpublished item shown to staff. */
export const homeItemSchema = z.object({
  img: z.string(),
  title: z.string(),
  excerpt: z.string(),
  url: z.string(),
  preview: z.boolean().optional(),
});
export type HomeItem = z.infer<typeof homeItemSchema>;

/** What staff write for a home item. */
export const homeItemFieldsSchema = z.object({
  title: requiredText(300, 'Escribe el título.'),
  excerpt: z.string().trim().max(1000, 'No puede tener más de 1000 caracteres.'),
  img: portalUrlField.pipe(z.string().min(1, 'Indica la imagen.')),
  /** Empty: the item is not a link. */
  url: z.union([z.literal(''), portalUrlField]),
});
export type HomeItemFields = z.infer<typeof homeItemFieldsSchema>;

export const homeItemUpdateSchema = homeItemFieldsSchema.extend({ revision: revisionField });
export type HomeItemUpdate = z.infer<typeof homeItemUpdateSchema>;

export const homeItemMoveSchema = z.object({
  revision: revisionField,
  direction: z.enum(['up', 'down'], { error: 'Indica hacia dónde mover el elemento.' }),
});
export type HomeItemMove = z.infer<typeof homeItemMoveSchema>;

export const revisionOnlySchema = z.object({ revision: revisionField });
export type RevisionOnly = z.infer<typeof revisionOnlySchema>;

/** A home item as the back office sees it. */
export const adminHomeItemSchema = homeItemFieldsSchema.extend({
  id: z.string(),
  position: z.number().int(),
  revision: z.number().int(),
  state: z.enum(publicationStates),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminHomeItem = z.infer<typeof adminHomeItemSchema>;

// ---------------------------------------------------------------------------------------------
// Pages (docs/product/content.md#pages-staff-edit)

/** The About page's figures (docs/product/content.md#about-page). */
export const aboutContentSchema = z.object({
  figures: z
    .array(
      z.object({
        figure: requiredText(20, 'Escribe la cifra.'),
        label: requiredText(120, 'Escribe qué cuenta la cifra.'),
      }),
    )
    .min(1, 'Indica al menos una cifra.')
    .max(6, 'Caben como mucho 6 cifras.'),
});
export type AboutContent = z.infer<typeof aboutContentSchema>;

/** The 2022 home's routes block (docs/product/meetings.md#routes-block): its heading and three backgrounds. */
export const axisBlockContentSchema = z.object({
  heading: requiredText(120, 'Escribe el título del bloque.'),
  backgrounds: z
    .array(portalUrlField.pipe(z.string().min(1, 'Indica la imagen.')))
    .length(3, 'El bloque cambia entre tres fondos: indica tres imágenes.'),
});
export type AxisBlockContent = z.infer<typeof axisBlockContentSchema>;

/** An anchor of the draw rules' table of contents: lowercase ASCII words joined by hyphens. */
const anchorField = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Usa minúsculas sin acentos, números y guiones (p. ej. premios).')
  .max(60, 'No puede tener más de 60 caracteres.');

/** Staff HTML: cleaned by the one sanitizer on the server (docs/product/content.md#staff-html). */
const htmlField = (max: number) => z.string().max(max, `No puede tener más de ${max} caracteres.`);

/** A legal text's sections, each with the anchor of its entry in the table of contents. */
const sectionsField = (fewMessage: string) =>
  z
    .array(
      z.object({
        id: anchorField,
        heading: requiredText(200, 'Escribe el título de la sección.'),
        html: htmlField(20000).refine((html) => html.trim() !== '', 'Escribe el texto de la sección.'),
      }),
    )
    .min(1, fewMessage)
    .max(40, 'Caben como mucho 40 secciones.');

/** Each anchor once: a link to `#anchor` must land on one section. */
function uniqueAnchors(value: { sections: Array<{ id: string }> }, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  value.sections.forEach((section, i) => {
    if (seen.has(section.id))
      ctx.addIssue({
        code: 'custom',
        path: ['sections', i, 'id'],
        message: 'Otra sección ya usa este ancla.',
      });
    seen.add(section.id);
  });
}

/** The draw rules (docs/product/content.md#draw-rules): title, date line, intro and sections in HTML. */
export const raffleRulesContentSchema = z
  .object({
    title: requiredText(200, 'Escribe el título.'),
    updated: requiredText(200, 'Escribe la fecha de actualización.'),
    intro: htmlField(5000),
    sections: sectionsField('Las bases necesitan al menos una sección.'),
  })
  .superRefine(uniqueAnchors);
export type RaffleRulesContent = z.infer<typeof raffleRulesContentSchema>;

/**
 * A legal page (docs/product/content.md#legal-pages): title, introduction and sections in HTML. Its
 * date line is not written: the page shows the day of its last save.
 */
export const legalPageContentSchema = z
  .object({
    title: requiredText(200, 'Escribe el título.'),
    intro: htmlField(5000),
    sections: sectionsField('La página necesita al menos una sección.'),
  })
  .superRefine(uniqueAnchors);
export type LegalPageContent = z.infer<typeof legalPageContentSchema>;

/** A home's main text (docs/product/content.md#homes-main-texts): its headline and introduction, plain text. */
export const homeTextContentSchema = z.object({
  title: requiredText(120, 'Escribe el titular.'),
  intro: requiredText(600, 'Escribe el texto de entrada.'),
});
export type HomeTextContent = z.infer<typeof homeTextContentSchema>;

/** The legal pages, each at its own address (shared `routes/paths.ts`). */
export const legalPageKeys = [
  'cookies-policy',
  'privacy-policy',
  'terms-of-use',
  'social-media-policy',
] as const;
export type LegalPageKey = (typeof legalPageKeys)[number];

/** Every page staff edit, with the schema of its content. */
export const pageSchemas = {
  about: aboutContentSchema,
  'axis-block': axisBlockContentSchema,
  'raffle-rules': raffleRulesContentSchema,
  'cookies-policy': legalPageContentSchema,
  'privacy-policy': legalPageContentSchema,
  'terms-of-use': legalPageContentSchema,
  'social-media-policy': legalPageContentSchema,
  'home-2021': homeTextContentSchema,
  'home-2022': homeTextContentSchema,
} as const;
export type PageKey = keyof typeof pageSchemas;
export const pageKeys = Object.keys(pageSchemas) as PageKey[];
export type PageContent<K extends PageKey> = z.infer<(typeof pageSchemas)[K]>;

export const pageLabels: Record<PageKey, string> = {
  about: 'Quiénes somos: cifras',
  'axis-block': 'Portada 2022: bloque de rutas',
  'raffle-rules': 'Bases del sorteo',
  'cookies-policy': 'Política de cookies',
  'privacy-policy': 'Política de privacidad',
  'terms-of-use': 'Condiciones de uso',
  'social-media-policy': 'Política de redes sociales',
  'home-2021': 'Portada 2021: texto principal',
  'home-2022': 'Portada 2022: texto principal',
};

/** The pages whose HTML fields (introduction and sections) go through the one sanitizer. */
export const sectionedPageKeys = ['raffle-rules', ...legalPageKeys] as const;
export const isSectionedPage = (key: PageKey): key is (typeof sectionedPageKeys)[number] =>
  (sectionedPageKeys as readonly string[]).includes(key);

/** GET pages/{key}: a page's content as members read it. */
export const pageAnswerSchema = <K extends PageKey>(key: K) =>
  z.object({ key: z.literal(key), content: pageSchemas[key], updatedAt: z.string() });

/** The back office's copy: the content and the revision a save must send back. */
export const adminPageSchema = <K extends PageKey>(key: K) =>
  z.object({
    key: z.literal(key),
    content: pageSchemas[key],
    revision: z.number().int(),
    updatedAt: z.string(),
  });

export const pageUpdateSchema = <K extends PageKey>(key: K) =>
  z.object({ revision: revisionField, content: pageSchemas[key] });
export type PageUpdate<K extends PageKey> = { revision: number; content: PageContent<K> };
