import { PASSWORD_MIN_LENGTH } from '@foro/shared/invitations/schemas';
import {
  PASSWORD_RESET_SENT,
  passwordResetProblems,
  type PasswordResetProblem,
} from '@foro/shared/session/password-reset';
import { cardPage } from '../../lib/card-page.ts';
import { markup, type Markup } from '../../lib/markup.ts';

/**
 * The forgotten-password pages: the request form, its answer, the new-password form a mailed link
 * opens, and the refusal of a bad link. Plain HTML in the connect page's look, so they work in any
 * mail client's browser before, or without, the portal's scripts.
 */
export type PasswordResetPageModel =
  | { kind: 'request'; token: string; email?: string; error?: string; fieldErrors?: Record<string, string> }
  | { kind: 'sent' }
  | { kind: 'choose'; secret: string; token: string; error?: string; fieldErrors?: Record<string, string> }
  | { kind: 'refused'; problem: PasswordResetProblem };

export const PASSWORD_RESET_PATH = '/connect/password-reset';
export const NEW_PASSWORD_PATH = '/connect/new-password';

function field(
  f: { name: string; label: string; type: string; autocomplete: string; hint?: string; value?: string },
  fieldErrors: Record<string, string> | undefined,
): Markup {
  const message = fieldErrors?.[f.name];
  const describedBy = [f.hint ? `${f.name}-hint` : '', message ? `${f.name}-error` : '']
    .filter(Boolean)
    .join(' ');
  const extra =
    f.type === 'password'
      ? markup` minlength="${PASSWORD_MIN_LENGTH}" maxlength="200"`
      : markup` maxlength="254" value="${f.value ?? ''}"`;
  return markup`<label for="${f.name}">${f.label}</label>
    ${f.hint ? markup`<p class="hint" id="${f.name}-hint">${f.hint}</p>` : ''}
    <input id="${f.name}" name="${f.name}" type="${f.type}" autocomplete="${f.autocomplete}" required${extra}${message ? markup` aria-invalid="true"` : ''}${describedBy ? markup` aria-describedby="${describedBy}"` : ''}>
    ${message ? markup`<p class="field-error" id="${f.name}-error">${message}</p>` : ''}`;
}

const alert = (error: string | undefined) =>
  error ? markup`<p class="alert" role="alert">${error}</p>` : '';

function body(model: PasswordResetPageModel): Markup {
  switch (model.kind) {
    case 'request':
      return markup`<h1>¿Olvidaste tu contraseña?</h1>
  <p class="lead">Escribe el correo con el que inicias sesión y te enviaremos un enlace para elegir una nueva.</p>
  ${alert(model.error)}
  <form method="post" action="${PASSWORD_RESET_PATH}" novalidate>
    <input type="hidden" name="_token" value="${model.token}">
    ${field({ name: 'email', label: 'Correo electrónico', type: 'email', autocomplete: 'username', value: model.email }, model.fieldErrors)}
    <button type="submit">Enviarme el enlace</button>
  </form>
  <p class="alt"><a href="/connect">Volver a iniciar sesión</a></p>`;
    case 'sent':
      return markup`<h1>Revisa tu correo</h1>
  <p class="lead" role="status">${PASSWORD_RESET_SENT}</p>
  <p class="alt">¿No llegó? <a href="${PASSWORD_RESET_PATH}">Pide otro enlace</a> en unos minutos.</p>`;
    case 'choose':
      return markup`<h1>Elige una nueva contraseña</h1>
  <p class="lead">Al guardarla, se cerrará la sesión en todos tus dispositivos y entrarás con la nueva.</p>
  ${alert(model.error)}
  <form method="post" action="${NEW_PASSWORD_PATH}" novalidate>
    <input type="hidden" name="secret" value="${model.secret}">
    <input type="hidden" name="_token" value="${model.token}">
    ${field({ name: 'password', label: 'Nueva contraseña', type: 'password', autocomplete: 'new-password', hint: `Al menos ${PASSWORD_MIN_LENGTH} caracteres. Evita contraseñas conocidas como «1234567890».` }, model.fieldErrors)}
    ${field({ name: 'passwordConfirmation', label: 'Repite la nueva contraseña', type: 'password', autocomplete: 'new-password' }, model.fieldErrors)}
    <button type="submit">Guardar y entrar</button>
  </form>`;
    case 'refused': {
      const words = passwordResetProblems[model.problem];
      return markup`<h1>${words.title}</h1>
  <p class="alert" role="alert">${words.message}</p>
  <p class="alt"><a class="button-link" href="${PASSWORD_RESET_PATH}">Pedir un enlace nuevo</a></p>`;
    }
  }
}

export function renderPasswordResetPage(model: PasswordResetPageModel): string {
  const title =
    model.kind === 'refused'
      ? passwordResetProblems[model.problem].title
      : model.kind === 'choose'
        ? 'Nueva contraseña'
        : 'Recuperar la contraseña';
  return cardPage({
    title,
    body: body(model),
    back: { href: '/', label: 'Volver al Foro de Educadores' },
    // The link's secret is in the address of these pages: it must not leave in a Referer header.
    noReferrer: true,
  });
}
