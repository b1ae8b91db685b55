import { ACCEPTANCE_HOURS } from '@foro/shared/draws/schemas';
import { renderMail, type MailContent } from '../../lib/mail-templates.ts';

/** The prize draws' mail (docs/product/draws.md#winners), beside the feature that sends it. */

const greet = (name: string) => {
  const clean = name.replace(/\s+/g, ' ').trim();
  return clean ? `Hola, ${clean}:` : 'Hola:';
};

/** To the winner (or the alternate whose turn it is): the prize and the rules' 48 hours to accept it. */
export function drawWinnerMail(input: {
  name: string;
  edition: string;
  prize: string;
  deadline: string;
  checkLink: string;
  rulesLink: string;
}): MailContent {
  return renderMail({
    subject: `Has ganado el sorteo del ${input.edition}`,
    preheader: `Tienes ${ACCEPTANCE_HOURS} horas para aceptar el premio.`,
    greeting: greet(input.name),
    paragraphs: [
      `¡Enhorabuena! Tu participación ha resultado elegida en el sorteo del ${input.edition}. Tu premio: ${input.prize}.`,
      `Para aceptarlo, responde a este correo antes del ${input.deadline} (${ACCEPTANCE_HOURS} horas desde este envío), ` +
        'confirma tu identidad e indica la dirección postal de entrega en tu país de residencia.',
      `Si no respondes en ese plazo, el premio pasará al siguiente ganador de reserva, como dicen las bases del sorteo: ${input.rulesLink}`,
    ],
    action: { label: 'Comprobar el sorteo', url: input.checkLink },
    notes: [
      'El resultado puede comprobarlo cualquiera con la semilla y la lista de participaciones publicadas.',
    ],
  });
}

/** To a member who entered: the edition's entry period changed, why, and where the change is published. */
export function drawPeriodChangedMail(input: {
  name: string;
  edition: string;
  period: string;
  previous: string;
  note: string;
  checkLink: string;
}): MailContent {
  return renderMail({
    subject: `Cambia el periodo de participación del sorteo del ${input.edition}`,
    preheader: `El nuevo periodo: ${input.period}.`,
    greeting: greet(input.name),
    paragraphs: [
      `Participas en el sorteo del ${input.edition}, y su periodo de participación ha cambiado.`,
      `Nuevo periodo: ${input.period}. Antes: ${input.previous}.`,
      `Motivo publicado: «${input.note}»`,
      'Tu participación sigue registrada; el cambio y su fecha quedan publicados en la página del sorteo, donde cualquiera puede comprobarlo.',
    ],
    action: { label: 'Ver el sorteo', url: input.checkLink },
  });
}
