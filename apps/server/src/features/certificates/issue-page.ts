import { cardPage } from '../../lib/card-page.ts';
import { markup } from '../../lib/markup.ts';

/**
 * The page the download URL shows to an eligible member whose certificate is not issued yet: the GET
 * only reads (docs/decisions/0020), so issuing it takes this button, a form that posts to the same URL.
 * Plain HTML in the connect page's style, so a bookmarked or shared link works before any script loads.
 */
export interface IssuePageModel {
  kind: 'axis' | 'meeting';
  title: string;
  action: string;
  token: string;
  error?: string;
}

export function renderIssuePage(model: IssuePageModel): string {
  const what =
    model.kind === 'axis' ? 'tu certificado de la ruta' : 'tu certificado de asistencia al encuentro';
  return cardPage({
    title: 'Tu certificado',
    body: markup`<h1>Tu certificado está listo</h1>
  <p class="lead">Puedes obtener ${what} <strong>${model.title}</strong>. Se emitirá con el nombre de tu perfil y un código de verificación.</p>
  ${model.error && markup`<p class="alert" role="alert">${model.error}</p>`}
  <form method="post" action="${model.action}">
    <input type="hidden" name="_token" value="${model.token}">
    <button type="submit">Obtener mi certificado</button>
  </form>`,
    back: { href: '/perfil', label: 'Ir a mi perfil' },
    noReferrer: true,
  });
}
