import { renderMail, type MailContent } from '../../lib/mail-templates.ts';

/** The inbox's mails (docs/product/inbox.md), beside the feature that sends them. */

const greet = (name: string) => {
  const clean = name.replace(/\s+/g, ' ').trim();
  return clean ? `Hola, ${clean}:` : 'Hola:';
};

/** A courteous answer to a request staff could not accept. */
export function requestRefusedMail(input: { name: string }): MailContent {
  return renderMail({
    subject: 'Tu solicitud al Foro de Educadores',
    preheader: 'Gracias por tu interés en el Foro de Educadores.',
    greeting: greet(input.name),
    paragraphs: [
      'Gracias por tu interés en el Foro de Educadores y por el tiempo que dedicaste a escribirnos.',
      'Hemos revisado tu solicitud y por ahora no podemos enviarte una invitación: el Foro está reservado a ' +
        'docentes y directivos de los centros educativos con los que trabajamos.',
      'Si crees que se trata de un error, o tu situación cambia, puedes volver a escribirnos desde el formulario ' +
        'de contacto del portal. Te deseamos lo mejor en tu labor educativa.',
    ],
  });
}

/** For an address that asked to join but is already a member: how to sign in. */
export function signInReminderMail(input: { name: string; link: string }): MailContent {
  return renderMail({
    subject: 'Ya tienes una cuenta en el Foro de Educadores',
    preheader: 'Entra con tu correo y tu contraseña.',
    greeting: greet(input.name),
    paragraphs: [
      'Hemos recibido tu solicitud para unirte al Foro de Educadores, pero ya tienes una cuenta con este correo.',
      'Entra con este mismo correo y tu contraseña. Si no la recuerdas, en la página de acceso encontrarás ' +
        'el enlace «¿Olvidaste tu contraseña?».',
    ],
    action: { label: 'Entrar en el Foro', url: input.link },
    notes: ['Si no enviaste esta solicitud, puedes ignorar este mensaje.'],
  });
}

/** Staff's answer to a member's message about a meeting. */
export function meetingMessageAnswerMail(input: {
  name: string;
  meetingTitle: string;
  msg: string;
  answer: string;
}): MailContent {
  const quoted = input.msg.length > 600 ? `${input.msg.slice(0, 600)}…` : input.msg;
  return renderMail({
    subject: `Respuesta a tu mensaje sobre «${input.meetingTitle}»`,
    preheader: 'El equipo del Foro de Educadores responde a tu mensaje.',
    greeting: greet(input.name),
    paragraphs: [
      ...input.answer
        .split(/\n{2,}/)
        .map((p) => p.trim())
        .filter(Boolean),
      `Tu mensaje sobre el encuentro «${input.meetingTitle}»: «${quoted}»`,
    ],
    notes: ['Un saludo del equipo del Foro de Educadores.'],
  });
}
