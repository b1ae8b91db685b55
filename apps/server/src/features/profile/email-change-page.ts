import { cardPage } from '../../lib/card-page.ts';
import { markup, type Markup } from '../../lib/markup.ts';

/**
 * The page a link from the e-mail change mail opens: plain HTML in the connect page's style, so it
 * works in any mail client's browser before the portal's scripts load.
 */
export type EmailChangePageModel =
  | { kind: 'confirm'; newEmail: string; secret: string; token: string; error?: string }
  | { kind: 'done'; newEmail: string }
  | { kind: 'refused'; message: string };

function body(model: EmailChangePageModel): Markup {
  if (model.kind === 'confirm') {
    return markup`<h1>Confirma tu nuevo correo</h1>
  <p class="lead">Vas a usar <strong>${model.newEmail}</strong> para iniciar sesión en el Foro de Educadores.</p>
  ${model.error ? markup`<p class="alert" role="alert">${model.error}</p>` : ''}
  <form method="post" action="/connect/email-change">
    <input type="hidden" name="secret" value="${model.secret}">
    <input type="hidden" name="_token" value="${model.token}">
    <button type="submit">Confirmar mi nuevo correo</button>
  </form>`;
  }
  if (model.kind === 'done') {
    return markup`<h1>Tu correo ha cambiado</h1>
  <p class="lead" role="status">Desde ahora inicias sesión con <strong>${model.newEmail}</strong>.</p>
  <p class="alt"><a href="/perfil">Ir a mi perfil</a></p>`;
  }
  return markup`<h1>No pudimos cambiar tu correo</h1>
  <p class="alert" role="alert">${model.message}</p>
  <p class="alt"><a href="/perfil">Ir a mi perfil</a></p>`;
}

export function renderEmailChangePage(model: EmailChangePageModel): string {
  return cardPage({
    title: 'Cambio de correo',
    body: body(model),
    back: { href: '/', label: 'Volver al Foro de Educadores' },
    noReferrer: true,
  });
}
