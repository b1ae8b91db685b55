import { pages } from '../../config/paths';

/** The back office's sections, in the order of its navigation. */
export const adminSections = [
  { to: pages.admin.pattern, label: 'Inicio', end: true },
  { to: pages.adminMeetings.pattern, label: 'Encuentros' },
  { to: pages.adminAxes.pattern, label: 'Ejes' },
  { to: pages.adminTests.pattern, label: 'Casos prácticos' },
  { to: pages.adminContent.pattern, label: 'Portada' },
  { to: pages.adminPages.pattern, label: 'Páginas' },
  { to: pages.adminOpenMasterclass.pattern, label: 'Masterclass abierta' },
  { to: pages.adminMedia.pattern, label: 'Archivos' },
  // `counter`: the inbox counter shown beside the label (features/admin/api/get-inbox-counts.ts).
  { to: pages.adminRequests.pattern, label: 'Solicitudes', counter: 'requests' },
  { to: pages.adminMessages.pattern, label: 'Mensajes de encuentros', counter: 'messages' },
  { to: pages.adminQuestions.pattern, label: 'Preguntas' },
  { to: pages.adminMembers.pattern, label: 'Miembros' },
  { to: pages.adminDraws.pattern, label: 'Sorteos' },
  { to: pages.adminReports.pattern, label: 'Informes' },
  { to: pages.adminMailQueue.pattern, label: 'Correo' },
  { to: pages.adminMailWordings.pattern, label: 'Textos de correos' },
  { to: pages.adminModeration.pattern, label: 'Moderación', counter: 'reports' },
  { to: pages.adminAudit.pattern, label: 'Registro de cambios' },
] as const;
