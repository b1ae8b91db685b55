import { ACCEPTANCE_HOURS } from '@foro/shared/draws/schemas';
import type { MailWordingFields } from '@foro/shared/mail-wording/catalog';
import { renderWording, type MailContent } from '../../lib/mail-templates.ts';

/**
 * The prize draws' mails (docs/product/draws.md#winners), beside the feature that sends them. Each
 * takes the wording in use (docs/decisions/0082-mail-wording-by-staff.md); the original when absent.
 */

/** To the winner (or the alternate whose turn it is): the prize and the rules' 48 hours to accept it. */
export function drawWinnerMail(
  input: {
    name: string;
    edition: string;
    prize: string;
    deadline: string;
    checkLink: string;
    rulesLink: string;
  },
  wording?: MailWordingFields,
): MailContent {
  return renderWording(
    'draw-winner',
    wording,
    {
      nombre: input.name.trim(),
      edicion: input.edition,
      premio: input.prize,
      plazo: input.deadline,
      horas: String(ACCEPTANCE_HOURS),
      bases: input.rulesLink,
    },
    { name: input.name, actionUrl: input.checkLink },
  );
}

/** To a member who entered: the edition's entry period changed, why, and where the change is published. */
export function drawPeriodChangedMail(
  input: { name: string; edition: string; period: string; previous: string; note: string; checkLink: string },
  wording?: MailWordingFields,
): MailContent {
  return renderWording(
    'draw-period-changed',
    wording,
    {
      nombre: input.name.trim(),
      edicion: input.edition,
      periodo: input.period,
      anterior: input.previous,
      motivo: input.note,
    },
    { name: input.name, actionUrl: input.checkLink },
  );
}
