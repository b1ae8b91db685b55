/**
 * Every page URL of the portal in one table (docs/product/README.md#pages). The web app builds
 * its router and links from it; the server uses the patterns to answer known portal routes with the
 * app shell and unknown ones with a 404.
 */
export type Access = 'public' | 'member' | 'staff';

interface PageDef {
  pattern: string;
  access: Access;
}

export const pages = {
  about: { pattern: '/', access: 'public' },
  home2021: { pattern: '/foro-de-educadores', access: 'public' },
  home2022: { pattern: '/foro-de-educadores-2022', access: 'public' },
  raffleRules: { pattern: '/bases-del-sorteo', access: 'public' },
  drawCheck: { pattern: '/sorteos/:id', access: 'public' },
  /** Where "Darme de baja" in /perfil leads, the member already signed out (decision 0070). */
  accountClosed: { pattern: '/cuenta-cerrada', access: 'public' },
  cookiesPolicy: { pattern: '/politica-cookies', access: 'public' },
  privacyPolicy: { pattern: '/politica-privacidad', access: 'public' },
  termsOfUse: { pattern: '/condiciones-de-uso', access: 'public' },
  socialMediaPolicy: { pattern: '/politica-de-rrss', access: 'public' },
  directAccess: { pattern: '/acceso-directo', access: 'public' },
  guestAccess: { pattern: '/acceso-invitados/:hash', access: 'public' },
  openAccess: { pattern: '/acceso-abierto', access: 'public' },
  openAccessLive: { pattern: '/acceso-abierto/vive-el-encuentro', access: 'public' },
  confirmation: { pattern: '/confirmacion', access: 'member' },
  profile: { pattern: '/perfil', access: 'member' },
  raffleTablet: { pattern: '/eje/sorteo/tablet', access: 'member' },
  raffleSmartwatch: { pattern: '/eje/sorteo/smartwatch', access: 'member' },
  axis: { pattern: '/eje/:slug', access: 'member' },
  axisExperts: { pattern: '/eje/:slug/expertos', access: 'member' },
  axisForum: { pattern: '/eje/:slug/foro-de-participacion', access: 'member' },
  axisThread: { pattern: '/eje/:slug/foro-de-participacion/:slugThread/posts', access: 'member' },
  axisRelated: { pattern: '/eje/:slug/contenidos-relacionados', access: 'member' },
  axisStep: { pattern: '/eje/:slug/etapa/:slugStep', access: 'member' },
  axisMasterclass: { pattern: '/eje/:slug/masterclass/:slugStep', access: 'member' },
  axisTests: { pattern: '/eje/:slug/tests', access: 'member' },
  axisTest: { pattern: '/eje/:slug/test', access: 'member' },
  axisTestResults: { pattern: '/eje/:slug/test/resultados', access: 'member' },
  meetingLive: { pattern: '/encuentros/:slug/vive-el-encuentro', access: 'member' },
  meetingExpert: { pattern: '/encuentros/:slug/experto', access: 'member' },
  meetingInteract: { pattern: '/encuentros/:slug/interactua', access: 'member' },
  meetingContact: { pattern: '/encuentros/:slug/contacto', access: 'member' },
  // The back office (docs/product/admin.md): one lazy route tree, staff only.
  admin: { pattern: '/admin', access: 'staff' },
  adminAudit: { pattern: '/admin/registro', access: 'staff' },
  adminMeetings: { pattern: '/admin/encuentros', access: 'staff' },
  adminMeetingNew: { pattern: '/admin/encuentros/nuevo', access: 'staff' },
  adminMeeting: { pattern: '/admin/encuentros/:id', access: 'staff' },
  adminMeetingAttendance: { pattern: '/admin/encuentros/:id/asistencia', access: 'staff' },
  adminAxes: { pattern: '/admin/ejes', access: 'staff' },
  adminAxisNew: { pattern: '/admin/ejes/nuevo', access: 'staff' },
  adminAxis: { pattern: '/admin/ejes/:id', access: 'staff' },
  adminAxisStep: { pattern: '/admin/ejes/:id/etapas/:stepId', access: 'staff' },
  adminTests: { pattern: '/admin/casos-practicos', access: 'staff' },
  adminTestNew: { pattern: '/admin/casos-practicos/nuevo', access: 'staff' },
  adminTest: { pattern: '/admin/casos-practicos/:id', access: 'staff' },
  adminContent: { pattern: '/admin/portada', access: 'staff' },
  adminPages: { pattern: '/admin/paginas', access: 'staff' },
  adminOpenMasterclass: { pattern: '/admin/masterclass-abierta', access: 'staff' },
  adminMedia: { pattern: '/admin/archivos', access: 'staff' },
  adminRequests: { pattern: '/admin/solicitudes', access: 'staff' },
  adminMessages: { pattern: '/admin/mensajes', access: 'staff' },
  adminQuestions: { pattern: '/admin/preguntas', access: 'staff' },
  adminMembers: { pattern: '/admin/miembros', access: 'staff' },
  adminMember: { pattern: '/admin/miembros/:id', access: 'staff' },
  adminDraws: { pattern: '/admin/sorteos', access: 'staff' },
  adminDrawEditionNew: { pattern: '/admin/sorteos/nueva', access: 'staff' },
  adminDrawEdition: { pattern: '/admin/sorteos/:id', access: 'staff' },
  adminMailQueue: { pattern: '/admin/correo', access: 'staff' },
  adminMailWordings: { pattern: '/admin/textos-de-correo', access: 'staff' },
  adminMailWording: { pattern: '/admin/textos-de-correo/:key', access: 'staff' },
  adminModeration: { pattern: '/admin/moderacion', access: 'staff' },
  adminReports: { pattern: '/admin/informes', access: 'staff' },
  // Staff, and a meeting's host for that meeting (docs/decisions/0050-meeting-hosts.md): the API decides.
  adminQuestionConsole: { pattern: '/admin/preguntas/consola/:source/:id', access: 'member' },
} as const satisfies Record<string, PageDef>;

export type PageName = keyof typeof pages;

/** Fills `:param` segments, encoding each value. */
export function pathTo(name: PageName, params: Record<string, string> = {}): string {
  return pages[name].pattern.replace(/:([a-zA-Z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${name}`);
    return encodeURIComponent(value);
  });
}

// In the table's order, which lists a fixed path before a pattern it would also match (`nuevo`, `:id`).
const compiled = (Object.entries(pages) as Array<[PageName, PageDef]>).map(([name, page]) => {
  const keys: string[] = [];
  const source = page.pattern.replace(/:([a-zA-Z]+)/g, (_, key: string) => {
    keys.push(key);
    return '([^/]+)';
  });
  return { name, keys, re: new RegExp(`^${source}/?$`) };
});
const compiledByName = new Map(compiled.map((page) => [page.name, page]));

/** The page `pathname` is, if it is one of the portal's. */
export function pageOf(pathname: string): PageName | undefined {
  return compiled.find(({ re }) => re.test(pathname))?.name;
}

/**
 * The values of page `name`'s `:param` segments in `pathname`, decoded (what `pathTo` encoded); null when
 * `pathname` is not that page or a segment does not decode.
 */
export function paramsOf(name: PageName, pathname: string): Record<string, string> | null {
  const { keys, re } = compiledByName.get(name)!;
  const match = re.exec(pathname);
  if (!match) return null;
  try {
    return Object.fromEntries(keys.map((key, i) => [key, decodeURIComponent(match[i + 1]!)]));
  } catch {
    return null;
  }
}

/** True when `pathname` is one of the portal's pages. */
export function isPortalPath(pathname: string): boolean {
  return pageOf(pathname) !== undefined;
}

/** Provider pages served by the server itself (docs/product/README.md#ports-and-paths). */
export const providerPaths = {
  connect: '/connect',
  logout: '/connect/logout',
  csrfCookie: '/api/sanctum/csrf-cookie',
  axisCertificate: (axisId: string) => `/certificado/eje/${encodeURIComponent(axisId)}`,
  meetingCertificate: (slug: string) => `/certificado/encuentro/${encodeURIComponent(slug)}`,
  /** One-click unsubscribe of a notification mail (RFC 8058); the token is signed, never logged. */
  unsubscribe: (token: string) => `/correo/baja/${encodeURIComponent(token)}`,
} as const;

/**
 * The live streams (Server-Sent Events, docs/decisions/0044-live-updates.md): one per meeting (live
 * page, meeting forum, the member's questions), one per route thread, one per question console.
 */
export const liveStreamPaths = {
  meeting: (slug: string) => `/api/live/meeting/${encodeURIComponent(slug)}`,
  /**
   * The live page's own stream of its meeting: held open only while the page is visible, it is what
   * counts the member's minutes of attendance (docs/decisions/0133-attendance-counted-from-the-live-stream.md).
   */
  meetingPage: (slug: string) => `/api/live/meeting/${encodeURIComponent(slug)}?attending=1`,
  thread: (axisSlug: string, threadSlug: string) =>
    `/api/live/axis/${encodeURIComponent(axisSlug)}/threads/${encodeURIComponent(threadSlug)}`,
  questions: (source: 'meeting' | 'axis', id: string) =>
    `/api/admin/live/questions/${encodeURIComponent(source)}/${encodeURIComponent(id)}`,
} as const;

/** External sites linked from the header (docs/product/shell.md#header). */
export const externalLinks = {
  congress2021: 'https://congreso.example.org/2021',
  congress2020: 'https://congreso.example.org/2020',
  facebook: 'https://www.facebook.com/',
  twitter: 'https://twitter.com/',
  instagram: 'https://www.instagram.com/',
  youtube: 'https://www.youtube.com/',
  linkedin: 'https://www.linkedin.com/',
} as const;

export const MAIN_AXIS_SLUG = 'claves-para-conectar-con-tus-estudiantes';
