import { PASSWORD_MIN_LENGTH } from '@foro/shared/invitations/schemas';
import { cardPage } from '../../lib/card-page.ts';
import { markup, type Markup } from '../../lib/markup.ts';
import { connectFontFaces } from './connect-fonts.ts';
import { CONNECT_SCRIPT_PATH } from './sign-in-challenge-script.ts';

/**
 * The provider's sign-in page (docs/product/session.md#sign-in), plain HTML so it works before any script
 * loads.
 */

export interface ConnectPageModel {
  redirectTo: string;
  token: string;
  email?: string;
  error?: string;
  fieldErrors?: Record<string, string>;
  /** A valid invitation in this browser: the account form comes first (features/invitations). */
  register?: RegisterFormModel;
  /** The OpenID provider's name: its button comes first on the page (decision 0083). */
  oidcName?: string;
  /** false with `PASSWORD_SIGNIN=0`: no password form. */
  passwordSignIn?: boolean;
}

function renderOidcButton(name: string, redirectTo: string): Markup {
  return markup`<a class="button-link oidc" id="oidc-signin" href="/connect/oidc?redirectTo=${encodeURIComponent(redirectTo)}">Entrar con ${name}</a>`;
}

/** The account form of an invited person (`POST /connect/register`); the e-mail is the invitation's. */
export interface RegisterFormModel {
  email: string;
  redirectTo: string;
  name?: string;
  lastname?: string;
  error?: string;
  fieldErrors?: Record<string, string>;
}

function renderRegisterForm(model: RegisterFormModel, token: string): Markup {
  const field = (f: { name: string; label: string; type: string; autocomplete: string; hint?: string }) => {
    const id = `new-${f.name}`;
    const message = model.fieldErrors?.[f.name];
    const describedBy = [f.hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ');
    // Passwords are never sent back; names are, so a corrected form keeps them.
    const size =
      f.type === 'password'
        ? markup` minlength="${PASSWORD_MIN_LENGTH}" maxlength="200"`
        : markup` maxlength="120" value="${model[f.name as 'name' | 'lastname'] ?? ''}"`;
    const aria = markup`${message ? markup` aria-invalid="true"` : ''}${describedBy ? markup` aria-describedby="${describedBy}"` : ''}`;
    return markup`<label for="${id}">${f.label}</label>
    ${f.hint ? markup`<p class="hint" id="${id}-hint">${f.hint}</p>` : ''}
    <input id="${id}" name="${f.name}" type="${f.type}" autocomplete="${f.autocomplete}" required${size}${aria}>
    ${message ? markup`<p class="field-error" id="${id}-error">${message}</p>` : ''}`;
  };
  return markup`<h1 id="register-title">Crea tu cuenta</h1>
  <p class="lead">Tu invitación al Foro de Educadores está lista. Completa tus datos y elige una contraseña.</p>
  ${model.error ? markup`<p class="alert" role="alert">${model.error}</p>` : ''}
  <form method="post" action="/connect/register" novalidate aria-labelledby="register-title">
    <input type="hidden" name="redirectTo" value="${model.redirectTo}">
    <input type="hidden" name="_token" value="${token}">
    <label for="new-email">Correo electrónico de tu invitación</label>
    <input id="new-email" type="email" autocomplete="username" readonly value="${model.email}">
    ${field({ name: 'name', label: 'Nombre', type: 'text', autocomplete: 'given-name' })}
    ${field({ name: 'lastname', label: 'Primer apellido', type: 'text', autocomplete: 'family-name' })}
    ${field({ name: 'password', label: 'Crea una contraseña', type: 'password', autocomplete: 'new-password', hint: `Al menos ${PASSWORD_MIN_LENGTH} caracteres.` })}
    ${field({ name: 'passwordConfirmation', label: 'Repite la contraseña', type: 'password', autocomplete: 'new-password' })}
    <button type="submit">Crear mi cuenta</button>
  </form>
  <h2 class="signin">¿Ya tienes cuenta? Inicia sesión</h2>`;
}

export function renderConnectPage(model: ConnectPageModel): string {
  const fieldError = (name: string) => {
    const message = model.fieldErrors?.[name];
    return message ? markup`<p class="field-error" id="${name}-error">${message}</p>` : '';
  };
  const invalid = (name: string) =>
    model.fieldErrors?.[name] ? markup` aria-invalid="true" aria-describedby="${name}-error"` : '';
  const passwords = model.passwordSignIn !== false;
  const oidc = model.oidcName ? renderOidcButton(model.oidcName, model.redirectTo) : '';
  const passwordForm = markup`<form method="post" action="/connect" novalidate data-challenge>
    <input type="hidden" name="redirectTo" value="${model.redirectTo}">
    <input type="hidden" name="_token" value="${model.token}">
    <input type="hidden" name="captchaToken" value="">
    <label for="email">Correo electrónico</label>
    <input id="email" name="email" type="email" autocomplete="username" required value="${model.email ?? ''}"${invalid('email')}>
    ${fieldError('email')}
    <label for="password">Contraseña</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required${invalid('password')}>
    ${fieldError('password')}
    <p class="forgot"><a href="/connect/password-reset">¿Olvidaste tu contraseña?</a></p>
    <button type="submit">Iniciar sesión</button>
  </form>`;
  const lead = passwords
    ? model.oidcName
      ? markup`<p class="or">O entra con el correo electrónico y la contraseña de tu cuenta de docente Compartir.</p>`
      : markup`<p class="lead">Entra con el correo electrónico y la contraseña de tu cuenta de docente Compartir.</p>`
    : '';
  return cardPage({
    title: model.register ? 'Crea tu cuenta' : 'Iniciar sesión',
    // The provider's button comes first, right under the page's heading.
    body: markup`${model.register ? markup`${oidc}${renderRegisterForm(model.register, model.token)}` : markup`<h1>Iniciar sesión</h1>${oidc}`}
  ${lead}
  ${model.error ? markup`<p class="alert" role="alert">${model.error}</p>` : ''}
  <p class="status" id="signin-status" role="status" hidden></p>
  ${passwords ? passwordForm : ''}
  ${model.register ? '' : markup`<p class="alt">¿No eres usuario de Compartir? <a href="/foro-de-educadores?contacto=1">Solicita tu invitación</a></p>`}`,
    back: { href: '/', label: 'Volver al Foro de Educadores' },
    // Solves the challenge of docs/product/session.md#sign-in when one is needed; the form works without it.
    script: CONNECT_SCRIPT_PATH,
  });
}

/**
 * The look of the server's pages: the portal's colours and self-hosted fonts (apps/web's
 * styles/global.css), its blue header band with the logo, and a white card.
 */
export const connectCss = `${connectFontFaces}
:root{color-scheme:light;--ink:#1b2333;--ink-soft:#465167;--brand:#0a3a78;--brand-dark:#062652;--brand-soft:#e7eef8;
--accent:#f5a800;--line:#d5dce8;--error:#b3261e;--bg:#f6f8fc}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:var(--bg);color:var(--ink);
font:1rem/1.6 'Nunito',system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
.top{background:var(--brand);padding:.75rem 1rem;display:flex;justify-content:center}
.brand{display:inline-flex;align-items:center;gap:.6rem;color:#fff;text-decoration:none;
font-family:'Montserrat','Nunito',system-ui,sans-serif;font-weight:800;font-size:1.1rem}
.brand strong{color:var(--accent)}
.logo{flex:none;width:2.4rem;height:2.4rem}
.card{width:calc(100% - 2rem);max-width:28rem;margin:2rem auto 3rem;background:#fff;border-radius:16px;
padding:2rem 1.5rem;box-shadow:0 12px 36px rgb(16 36 72 / 14%);border-top:6px solid var(--accent)}
h1,h2{font-family:'Montserrat','Nunito',system-ui,sans-serif;font-weight:800;color:var(--brand-dark);line-height:1.25}
h1{font-size:1.55rem;margin:0 0 .5rem}
.lead{margin:0 0 1.25rem;color:var(--ink-soft)}
label{display:block;font-weight:700;margin:1rem 0 .25rem}
input[type=email],input[type=password],input[type=text]{width:100%;font:inherit;padding:.7rem .8rem;border:1px solid #7a8599;border-radius:8px;background:#fff;color:var(--ink)}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
input[aria-invalid=true]{border-color:var(--error)}
input[readonly]{background:#f1f4f9;border-color:#c3cad6}
.hint{margin:0 0 .35rem;font-size:.9rem;color:var(--ink-soft)}
.forgot{margin:.5rem 0 0;text-align:right;font-size:.95rem}
h2.signin{font-size:1.2rem;margin:2rem 0 .5rem;padding-top:1.5rem;border-top:1px solid var(--line)}
.field-error{color:var(--error);margin:.25rem 0 0;font-size:.9rem;font-weight:700}
.status{background:var(--brand-soft);color:var(--brand-dark);border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem}
.status[hidden]{display:none}
.alert{background:#fdecea;color:var(--error);border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem}
button,.button-link{display:block;text-align:center;margin-top:1.5rem;width:100%;font:inherit;font-weight:700;padding:.8rem;border:0;
border-radius:999px;background:var(--brand);color:#fff;cursor:pointer;text-decoration:none}
button:hover,.button-link:hover{background:var(--brand-dark)}
a.button-link{color:#fff}
.alt,.back{margin:1.25rem 0 0;font-size:.95rem}
.back{padding-top:1rem;border-top:1px solid var(--line)}
a{color:var(--brand)}
/* A certificate's values include its web address: on a phone it wraps instead of widening the page. */
dd{margin-left:1rem;overflow-wrap:anywhere}
.button-link.oidc{margin:0 0 1.25rem}
.or{margin:1.5rem 0 0;padding-top:1.25rem;border-top:1px solid var(--line);color:var(--ink-soft)}
@media (min-width:48rem){.card{margin-top:3.5rem;padding:2.5rem 2.25rem}.top{justify-content:flex-start;padding:.9rem 2rem}}
`;
