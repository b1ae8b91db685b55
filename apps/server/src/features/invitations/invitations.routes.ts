import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createAccountSchema,
  INVITATION_NOT_IN_BROWSER,
  registrationResponseSchema,
  registrationSchema,
} from '@foro/shared/invitations/schemas';
import { safeRedirectTarget } from '@foro/shared/session/redirect';
import { ensureBrowserSession } from '../../plugins/session.ts';
import {
  FORM_SESSION_EXPIRED,
  formFieldErrors,
  formFields,
  formTokenValid,
  htmlFormRoutes,
} from '../../plugins/html-form.ts';
import { renderConnectPage, type ConnectPageModel, type RegisterFormModel } from '../session/index.ts';
import { startBrowserSession } from '../session/index.ts';
import { refusalMessage, registerRedirect } from './connect-invitation.ts';
import { clearInvitationCookie, readInvitationCookie, setInvitationCookie } from './invitation-cookie.ts';
import { InvitationRefused } from './invitations.service.ts';

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { invitations } = app.services;
  // Guessing a 256-bit secret is hopeless; the limit (the sign-in one) keeps scripts from trying.
  const limit = { max: app.config.signInRateLimit, timeWindow: '1 minute' };

  // POST users/registration (docs/product/contact.md#invitation-page): checks the link's secret and remembers
  // the invitation in this browser for the connect page. Creates nothing.
  app.post(
    '/api/users/registration',
    {
      config: { access: 'public', cache: 'no-store', rateLimit: limit },
      schema: {
        tags: ['invitations'],
        summary:
          'Comprueba el secreto del enlace de invitación, la recuerda en este navegador y devuelve el correo invitado',
        body: registrationSchema,
        response: { 200: registrationResponseSchema },
      },
    },
    async (request, reply) => {
      const check = await invitations.checkSecret(request.body.hash);
      if (!check.ok) throw new InvitationRefused(check.problem);
      setInvitationCookie(app, reply, check.id);
      return { status: true as const, email: check.email };
    },
  );

  await htmlFormRoutes(app, (form) => {
    form.post(
      '/connect/register',
      {
        config: { access: 'public', cache: 'no-store', antiForgery: 'form', rateLimit: limit },
        schema: { hide: true },
      },
      async (request, reply) => {
        const raw = formFields(request);
        const page = (status: number, model: Pick<ConnectPageModel, 'register' | 'error' | 'email'>) => {
          const token = ensureBrowserSession(app, request, reply);
          return reply
            .status(status)
            .type('text/html; charset=utf-8')
            .send(
              renderConnectPage({
                redirectTo: safeRedirectTarget(raw.redirectTo, app.config.publicUrl),
                token,
                ...model,
              }),
            );
        };
        const refuse = (refusal: InvitationRefused) => {
          clearInvitationCookie(app, reply);
          return page(refusal.statusCode, refusalMessage(refusal.problem, refusal.email));
        };

        const invitationId = readInvitationCookie(app, request);
        if (!invitationId) {
          clearInvitationCookie(app, reply);
          return page(422, { error: INVITATION_NOT_IN_BROWSER });
        }
        const check = await invitations.checkId(invitationId);
        if (!check.ok) return refuse(new InvitationRefused(check.problem, check.email));

        const registerForm: RegisterFormModel = {
          email: check.email,
          redirectTo: registerRedirect(app, raw.redirectTo),
          name: typeof raw.name === 'string' ? raw.name.slice(0, 120) : '',
          lastname: typeof raw.lastname === 'string' ? raw.lastname.slice(0, 120) : '',
        };
        // Same login-CSRF guard as the sign-in form: another site cannot create and sign in an account.
        if (!formTokenValid(app, request, raw)) {
          return page(419, {
            register: { ...registerForm, error: FORM_SESSION_EXPIRED },
          });
        }
        const parsed = createAccountSchema.safeParse(raw);
        if (!parsed.success) {
          const fieldErrors = formFieldErrors(parsed.error);
          return page(422, { register: { ...registerForm, fieldErrors } });
        }

        let result;
        try {
          result = await invitations.createAccount({
            invitationId,
            name: parsed.data.name,
            lastname: parsed.data.lastname,
            password: parsed.data.password,
          });
        } catch (error) {
          if (error instanceof InvitationRefused) return refuse(error);
          throw error;
        }
        await startBrowserSession(app, request, reply, result.userId);
        clearInvitationCookie(app, reply);
        return reply.redirect(registerForm.redirectTo, 303);
      },
    );
  });
};
