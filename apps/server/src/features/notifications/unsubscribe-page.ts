import { cardPage } from '../../lib/card-page.ts';
import { markup, type Markup } from '../../lib/markup.ts';
import type { NotificationKind } from './notifications.repository.ts';

const kindText: Record<NotificationKind, string> = {
  reminders: 'los recordatorios de los encuentros',
  replay: 'los avisos de grabaciones disponibles',
  forum: 'los correos del foro',
  answers: 'las respuestas escritas a tus preguntas',
};

export type UnsubscribePageModel =
  | { kind: 'confirm'; mails: NotificationKind; action: string }
  | { kind: 'done'; mails: NotificationKind }
  | { kind: 'refused' };

function body(model: UnsubscribePageModel): Markup {
  if (model.kind === 'confirm') {
    return markup`<h1>Dejar de recibir correos</h1>
  <p class="lead">Vas a dejar de recibir ${kindText[model.mails]}. Los demás correos no cambian.</p>
  <form method="post" action="${model.action}">
    <button type="submit">Confirmar la baja</button>
  </form>
  <p class="alt"><a href="/perfil">Elegir qué correos recibo en mi perfil</a></p>`;
  }
  if (model.kind === 'done') {
    return markup`<h1>Listo</h1>
  <p class="lead" role="status">Ya no recibirás ${kindText[model.mails]}. Puedes volver a activarlos cuando quieras en tu perfil.</p>
  <p class="alt"><a href="/perfil">Ir a mi perfil</a></p>`;
  }
  return markup`<h1>El enlace no es válido</h1>
  <p class="alert" role="alert">No pudimos leer este enlace de baja. Copia el enlace completo del correo, o elige qué correos recibes en tu perfil.</p>
  <p class="alt"><a href="/perfil">Ir a mi perfil</a></p>`;
}

export const renderUnsubscribePage = (model: UnsubscribePageModel): string =>
  cardPage({
    title: 'Baja de correos',
    body: body(model),
    back: { href: '/', label: 'Volver al Foro de Educadores' },
    noReferrer: true,
  });
