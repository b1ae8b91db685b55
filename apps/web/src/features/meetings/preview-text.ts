/**
 * What staff previewing a meeting that members do not see yet (a draft, a scheduled or an archived
 * one) read on the member pages (docs/product/admin.md#drafts-and-publication).
 */
export const MEETING_PREVIEW = 'Vista previa: los docentes todavía no ven este encuentro';
