/**
 * The wording of every mail the portal sends (docs/decisions/0082-mail-wording-by-staff.md): what
 * staff may edit in `/admin/textos-de-correo`, the variables each mail offers, sample values for the
 * preview, and the wording the portal uses until staff change it. The layout (greeting, button,
 * "copy this link", preference links) stays in code; everything written here is plain text.
 */

export interface MailVariable {
  /** What it holds, for staff. */
  label: string;
  /** Its value in the preview. */
  sample: string;
  /** The mail makes no sense without it (the answer in an answer's mail). */
  required?: boolean;
}

export interface MailWordingFields {
  subject: string;
  /** The line mail clients show next to the subject. */
  preheader: string;
  /** Paragraphs, separated by a blank line. */
  body: string;
  /** The button's label; empty for a mail with no button. */
  action: string;
  /** Smaller print under the button, paragraphs separated by a blank line. */
  notes: string;
}

export interface MailWordingEntry {
  label: string;
  /** When the portal sends it. */
  when: string;
  /** Whether the mail has a button (its address is the portal's, never written by staff). */
  hasAction: boolean;
  variables: Record<string, MailVariable>;
  defaults: MailWordingFields;
}

const nombre: MailVariable = { label: 'Nombre de quien lo recibe', sample: 'Rosa' };
const encuentro: MailVariable = { label: 'Título del encuentro', sample: 'Evaluar para aprender' };
const fechaEncuentro: MailVariable = {
  label: 'Fecha y hora del encuentro, en la zona de quien lo recibe',
  sample: 'martes, 17 de marzo de 2026, a las 18:00 (GMT-5)',
};

const p = (...paragraphs: string[]) => paragraphs.join('\n\n');

export const mailWordingCatalog = {
  invitation: {
    label: 'Invitación a crear la cuenta',
    when: 'Cuando el equipo acepta una solicitud o invita a alguien.',
    hasAction: true,
    variables: {
      nombre,
      fecha_limite: { label: 'Último día en que vale la invitación', sample: 'martes, 17 de marzo de 2026' },
    },
    defaults: {
      subject: 'Tu invitación al Foro de Educadores',
      preheader: 'Te invitamos a unirte a una comunidad de docentes que aprenden juntos.',
      body: p(
        'Te damos la bienvenida al Foro de Educadores, una comunidad de docentes y directivos de América Latina ' +
          'que comparten experiencias, participan en encuentros en vivo y recorren juntos rutas de aprendizaje.',
        'Para aceptar la invitación y crear tu cuenta, usa el siguiente enlace. Es personal: no lo compartas.',
      ),
      action: 'Aceptar la invitación',
      notes: p(
        'La invitación es válida hasta el {fecha_limite}.',
        'Si no solicitaste esta invitación, puedes ignorar este mensaje: no se creará ninguna cuenta.',
      ),
    },
  },
  'contact-received': {
    label: 'Solicitud recibida',
    when: 'Cuando alguien pide una invitación desde el formulario de contacto.',
    hasAction: false,
    variables: { nombre },
    defaults: {
      subject: 'Hemos recibido tu solicitud',
      preheader: 'Gracias por tu interés en el Foro de Educadores.',
      body: p(
        'Gracias por escribirnos. Hemos recibido tu solicitud para unirte al Foro de Educadores.',
        'Nuestro equipo la revisará y, si todo está en orden, te enviaremos una invitación a este mismo correo ' +
          'para que crees tu cuenta.',
      ),
      action: '',
      notes: 'Si no enviaste esta solicitud, puedes ignorar este mensaje.',
    },
  },
  'request-refused': {
    label: 'Solicitud no aceptada',
    when: 'Cuando el equipo responde que no puede aceptar una solicitud.',
    hasAction: false,
    variables: { nombre },
    defaults: {
      subject: 'Tu solicitud al Foro de Educadores',
      preheader: 'Gracias por tu interés en el Foro de Educadores.',
      body: p(
        'Gracias por tu interés en el Foro de Educadores y por el tiempo que dedicaste a escribirnos.',
        'Hemos revisado tu solicitud y por ahora no podemos enviarte una invitación: el Foro está reservado a ' +
          'docentes y directivos de los centros educativos con los que trabajamos.',
        'Si crees que se trata de un error, o tu situación cambia, puedes volver a escribirnos desde el formulario ' +
          'de contacto del portal. Te deseamos lo mejor en tu labor educativa.',
      ),
      action: '',
      notes: '',
    },
  },
  'sign-in-reminder': {
    label: 'Ya tiene una cuenta',
    when: 'Cuando pide una invitación alguien cuyo correo ya tiene cuenta.',
    hasAction: true,
    variables: { nombre },
    defaults: {
      subject: 'Ya tienes una cuenta en el Foro de Educadores',
      preheader: 'Entra con tu correo y tu contraseña.',
      body: p(
        'Hemos recibido tu solicitud para unirte al Foro de Educadores, pero ya tienes una cuenta con este correo.',
        'Entra con este mismo correo y tu contraseña. Si no la recuerdas, en la página de acceso encontrarás ' +
          'el enlace «¿Olvidaste tu contraseña?».',
      ),
      action: 'Entrar en el Foro',
      notes: 'Si no enviaste esta solicitud, puedes ignorar este mensaje.',
    },
  },
  'meeting-message-answer': {
    label: 'Respuesta a un mensaje sobre un encuentro',
    when: 'Cuando el equipo responde a un mensaje que un miembro envió sobre un encuentro.',
    hasAction: false,
    variables: {
      nombre,
      encuentro,
      respuesta: {
        label: 'La respuesta del equipo',
        sample: 'Sí: la grabación estará disponible el lunes.',
        required: true,
      },
      mensaje: { label: 'El mensaje del miembro', sample: '¿Habrá grabación del encuentro?' },
    },
    defaults: {
      subject: 'Respuesta a tu mensaje sobre «{encuentro}»',
      preheader: 'El equipo del Foro de Educadores responde a tu mensaje.',
      body: p('{respuesta}', 'Tu mensaje sobre el encuentro «{encuentro}»: «{mensaje}»'),
      action: '',
      notes: 'Un saludo del equipo del Foro de Educadores.',
    },
  },
  'email-change-confirm': {
    label: 'Confirmar un nuevo correo',
    when: 'A la dirección nueva, cuando un miembro pide cambiar su correo.',
    hasAction: true,
    variables: {
      nombre,
      fecha_limite: { label: 'Hasta cuándo vale el enlace', sample: '17 de marzo de 2026, 18:00' },
    },
    defaults: {
      subject: 'Confirma tu nuevo correo en el Foro de Educadores',
      preheader: 'Un paso más para usar esta dirección en tu cuenta.',
      body: p(
        'Pediste usar esta dirección para iniciar sesión en el Foro de Educadores.',
        'Para confirmar el cambio, abre el siguiente enlace. Hasta entonces tu cuenta sigue con tu correo anterior.',
      ),
      action: 'Confirmar mi nuevo correo',
      notes: p(
        'El enlace puede usarse una sola vez, hasta el {fecha_limite}.',
        'Si no pediste este cambio, ignora este mensaje: no cambiará nada.',
      ),
    },
  },
  'email-change-notice': {
    label: 'Aviso de cambio de correo',
    when: 'A la dirección actual, cuando se pide cambiar el correo de la cuenta.',
    hasAction: false,
    variables: {
      nombre,
      correo_nuevo: { label: 'La dirección nueva', sample: 'rosa.quispe@example.org', required: true },
    },
    defaults: {
      subject: 'Se pidió cambiar el correo de tu cuenta',
      preheader: 'Aviso de seguridad del Foro de Educadores.',
      body: p(
        'Se pidió cambiar el correo con el que inicias sesión en el Foro de Educadores a {correo_nuevo}.',
        'El cambio solo se hará si se confirma con el enlace que enviamos a esa dirección. Mientras tanto, ' +
          'sigues iniciando sesión con este correo.',
      ),
      action: '',
      notes:
        'Si no fuiste tú, no abras ningún enlace, cambia tu contraseña y escríbenos desde el formulario de contacto del Foro.',
    },
  },
  'email-in-use': {
    label: 'Correo que ya tiene cuenta',
    when: 'A una dirección con cuenta que otro miembro pidió usar.',
    hasAction: false,
    variables: {},
    defaults: {
      subject: 'Alguien intentó usar tu correo en el Foro de Educadores',
      preheader: 'Tu cuenta no ha cambiado.',
      body: p(
        'Alguien pidió usar esta dirección para iniciar sesión con otra cuenta del Foro de Educadores. ' +
          'Como esta dirección ya pertenece a una cuenta, no hicimos ningún cambio.',
        'Si fuiste tú, inicia sesión con esta dirección en la cuenta que ya tienes.',
      ),
      action: '',
      notes: 'Si no fuiste tú, no tienes que hacer nada.',
    },
  },
  'password-reset': {
    label: 'Elegir una nueva contraseña',
    when: 'Cuando alguien pide el enlace de «¿Olvidaste tu contraseña?».',
    hasAction: true,
    variables: {
      nombre,
      fecha_limite: { label: 'Hasta cuándo vale el enlace', sample: '17 de marzo de 2026, 18:00' },
    },
    defaults: {
      subject: 'Elige una nueva contraseña para el Foro de Educadores',
      preheader: 'El enlace sirve una vez, durante una hora.',
      body: p(
        'Pediste cambiar la contraseña de tu cuenta del Foro de Educadores.',
        'Para elegir una nueva, abre el siguiente enlace. Al guardarla, se cerrará la sesión en todos tus dispositivos.',
      ),
      action: 'Elegir una nueva contraseña',
      notes: p(
        'El enlace puede usarse una sola vez y caduca una hora después de pedirlo ({fecha_limite}, hora de Bogotá).',
        'Si no lo pediste, ignora este mensaje: tu contraseña no cambiará.',
      ),
    },
  },
  'password-changed': {
    label: 'La contraseña ha cambiado',
    when: 'Después de cada cambio de contraseña (no puede desactivarse).',
    hasAction: true,
    variables: {
      nombre,
      fecha: {
        label: 'Cuándo cambió, en la zona del miembro',
        sample: 'martes, 17 de marzo de 2026, a las 18:00 (GMT-5)',
      },
      dispositivo: { label: 'Navegador y sistema', sample: 'Chrome en Windows' },
      como: { label: 'Cómo se cambió', sample: 'en tu perfil' },
    },
    defaults: {
      subject: 'Tu contraseña ha cambiado',
      preheader: 'Si no has sido tú, elige una nueva contraseña ahora.',
      body: p(
        'La contraseña de tu cuenta del Foro de Educadores ha cambiado el {fecha}, desde {dispositivo}, {como}.',
        'Si has sido tú, no tienes que hacer nada.',
        'Si no has sido tú, alguien puede estar usando tu cuenta: pide ahora un enlace para elegir otra contraseña. Al guardarla se cerrará la sesión en todos los dispositivos.',
      ),
      action: '¿Olvidaste tu contraseña?',
      notes:
        'Por tu seguridad, este aviso se envía siempre que cambia la contraseña y no puede desactivarse.',
    },
  },
  'meeting-inscription': {
    label: 'Inscripción a un encuentro',
    when: 'Cuando un miembro se inscribe en un encuentro (lleva la invitación de calendario).',
    hasAction: true,
    variables: { nombre, encuentro, fecha: fechaEncuentro },
    defaults: {
      subject: 'Inscripción confirmada: «{encuentro}»',
      preheader: 'Te esperamos el {fecha}.',
      body: p(
        'Te inscribiste en el encuentro «{encuentro}». Te esperamos el {fecha}, en tu hora local.',
        'Un día antes y una hora antes te recordaremos la cita.',
      ),
      action: 'Ir al encuentro',
      notes: 'Adjuntamos la invitación para tu calendario (archivo .ics): ábrela para añadir el encuentro.',
    },
  },
  'meeting-moved': {
    label: 'Cambio de fecha u hora de un encuentro',
    when: 'A los inscritos, cuando cambia la fecha o la hora de un encuentro.',
    hasAction: true,
    variables: {
      nombre,
      encuentro,
      fecha: fechaEncuentro,
      aviso_enlace: {
        label: 'Si el enlace también cambió, «Tiene un enlace nuevo: …»; si no, nada',
        sample: 'Tiene un enlace nuevo: https://foro.example.org/encuentros/evaluar/en-vivo',
      },
    },
    defaults: {
      subject: 'Cambio de fecha u hora: «{encuentro}»',
      preheader: 'Ahora es el {fecha}.',
      body: p(
        'El encuentro «{encuentro}», en el que te inscribiste, cambió de fecha u hora: ahora es el {fecha}, en tu hora local.',
        '{aviso_enlace}',
        'Tu inscripción sigue en pie: no tienes que hacer nada.',
      ),
      action: 'Ir al encuentro',
      notes: 'Adjuntamos el evento actualizado: ábrelo para que tu calendario lo cambie.',
    },
  },
  'meeting-link-changed': {
    label: 'Cambio de enlace de un encuentro',
    when: 'A los inscritos, cuando cambia solo el enlace de un encuentro.',
    hasAction: true,
    variables: {
      nombre,
      encuentro,
      fecha: fechaEncuentro,
      enlace: { label: 'El enlace nuevo', sample: 'https://foro.example.org/encuentros/evaluar/en-vivo' },
    },
    defaults: {
      subject: 'Cambio de enlace: «{encuentro}»',
      preheader: 'El encuentro tiene un enlace nuevo.',
      body: p(
        'El encuentro «{encuentro}», en el que te inscribiste, sigue el {fecha}, en tu hora local.',
        'Tiene un enlace nuevo: {enlace}',
        'Tu inscripción sigue en pie: no tienes que hacer nada.',
      ),
      action: 'Ir al encuentro',
      notes: 'Adjuntamos el evento actualizado: ábrelo para que tu calendario lo cambie.',
    },
  },
  'meeting-cancelled': {
    label: 'Encuentro cancelado',
    when: 'A los inscritos, cuando se cancela un encuentro.',
    hasAction: false,
    variables: { nombre, encuentro, fecha: fechaEncuentro },
    defaults: {
      subject: 'Encuentro cancelado: «{encuentro}»',
      preheader: 'El encuentro del {fecha} no se celebrará.',
      body: p(
        'Lo sentimos: el encuentro «{encuentro}», previsto para el {fecha}, se canceló.',
        'Tu inscripción ya no tiene efecto y no recibirás recordatorios de este encuentro.',
      ),
      action: '',
      notes: 'Adjuntamos la cancelación para tu calendario: ábrela para quitar el evento.',
    },
  },
  'meeting-reminder': {
    label: 'Recordatorio de un encuentro',
    when: 'Un día antes y una hora antes de un encuentro, a los inscritos.',
    hasAction: true,
    variables: {
      nombre,
      encuentro,
      fecha: fechaEncuentro,
      cuando: { label: '«mañana» o «en una hora»', sample: 'mañana' },
    },
    defaults: {
      subject: 'Recordatorio: «{encuentro}» empieza {cuando}',
      preheader: 'El encuentro empieza el {fecha}.',
      body: p(
        'Te inscribiste en el encuentro «{encuentro}», que empieza {cuando}: el {fecha}, en tu hora local.',
        'Entra desde el enlace para verlo en vivo, hacer preguntas a quien lo imparte y participar en el chat.',
      ),
      action: 'Ir al encuentro en vivo',
      notes: 'Adjuntamos el evento para tu calendario (archivo .ics).',
    },
  },
  'meeting-replay': {
    label: 'Grabación disponible',
    when: 'A los inscritos que no asistieron en vivo, cuando se publica la grabación.',
    hasAction: true,
    variables: { nombre, encuentro },
    defaults: {
      subject: 'Ya puedes ver la grabación de «{encuentro}»',
      preheader: 'La grabación del encuentro ya está disponible.',
      body: p(
        'Te inscribiste en el encuentro «{encuentro}» y no pudiste acompañarnos en vivo.',
        'Ya puedes ver la grabación cuando quieras. Si la ves el tiempo necesario, también cuenta para tu certificado de asistencia.',
      ),
      action: 'Ver la grabación',
      notes: '',
    },
  },
  'forum-digest': {
    label: 'Novedades en una conversación del foro',
    when: 'Como mucho una vez por hora, a quien participa en una conversación con mensajes nuevos.',
    hasAction: true,
    variables: {
      nombre,
      conversacion: { label: 'Título de la conversación', sample: 'Rúbricas en primaria' },
      ruta: { label: 'Título de la ruta', sample: 'Evaluación formativa' },
      resumen: {
        label: '«Ana respondió» si hay un mensaje, o «3 mensajes nuevos»',
        sample: 'Ana Pérez respondió',
      },
      mensajes: {
        label: 'Los mensajes nuevos, uno por párrafo',
        sample: 'Ana Pérez respondió: «Yo uso una rúbrica de cuatro niveles…»',
        required: true,
      },
    },
    defaults: {
      subject: '{resumen} en «{conversacion}»',
      preheader: 'Novedades en el foro de la ruta «{ruta}».',
      body: p(
        'Hay novedades en la conversación «{conversacion}» del foro de la ruta «{ruta}», en la que participas:',
        '{mensajes}',
      ),
      action: 'Leer la conversación',
      notes: 'Agrupamos los mensajes de cada conversación: como mucho te escribimos una vez por hora.',
    },
  },
  'question-answer': {
    label: 'Respuesta escrita a una pregunta',
    when: 'Cuando quien imparte un encuentro o el equipo responde por escrito a la pregunta de un miembro.',
    hasAction: true,
    variables: {
      nombre,
      donde: { label: '«el encuentro «…»» o «la ruta «…»»', sample: 'el encuentro «Evaluar para aprender»' },
      pregunta: { label: 'La pregunta', sample: '¿Cómo empiezo con la evaluación formativa?' },
      respuesta: {
        label: 'La respuesta escrita',
        sample: 'Empieza por una sola rúbrica compartida.',
        required: true,
      },
    },
    defaults: {
      subject: 'Respondieron tu pregunta en {donde}',
      preheader: 'Ya puedes leer la respuesta a tu pregunta.',
      body: p('Preguntaste en {donde}: «{pregunta}»', 'Esta es la respuesta:', '{respuesta}'),
      action: 'Ver la respuesta',
      notes: '',
    },
  },
  'certificate-issued': {
    label: 'Certificado de asistencia emitido',
    when: 'Cuando el equipo emite los certificados de un encuentro.',
    hasAction: true,
    variables: {
      nombre,
      titulo: { label: 'Título del encuentro', sample: 'Evaluar para aprender' },
      enlace_verificacion: {
        label: 'Página pública que comprueba el certificado',
        sample: 'https://foro.example.org/certificados/ABCD-1234',
      },
    },
    defaults: {
      subject: 'Tu certificado de asistencia: {titulo}',
      preheader: 'Ya puedes descargar tu certificado de asistencia.',
      body: p(
        'Gracias por participar en «{titulo}». Tu certificado de asistencia ya está emitido.',
        'Puedes descargarlo en PDF cuando quieras con el siguiente enlace (te pediremos que entres con tu cuenta).',
      ),
      action: 'Descargar mi certificado',
      notes: 'Cualquier persona puede comprobar que es auténtico en {enlace_verificacion}',
    },
  },
  'certificate-confirm': {
    label: 'Confirmar los datos del certificado',
    when: 'Cuando se emiten los certificados de un encuentro y el miembro aún no confirmó su nombre.',
    hasAction: true,
    variables: { nombre, titulo: { label: 'Título del encuentro', sample: 'Evaluar para aprender' } },
    defaults: {
      subject: 'Tu certificado de asistencia: {titulo}',
      preheader: 'Confirma tus datos para descargar tu certificado.',
      body: p(
        'Gracias por participar en «{titulo}». Tu asistencia está registrada y tu certificado está listo para emitirse.',
        'Antes, confirma tu nombre y apellidos tal como deben aparecer en él: después podrás descargarlo en PDF.',
      ),
      action: 'Confirmar mis datos',
      notes: '',
    },
  },
  'draw-winner': {
    label: 'Ganador del sorteo',
    when: 'Al ganador del sorteo (o al suplente a quien le toca).',
    hasAction: true,
    variables: {
      nombre,
      edicion: { label: 'Edición del sorteo', sample: 'primer trimestre de 2026' },
      premio: { label: 'El premio', sample: 'una tableta' },
      plazo: {
        label: 'Fecha límite para aceptar',
        sample: 'jueves, 19 de marzo de 2026, a las 18:00 (GMT-5)',
      },
      horas: { label: 'Horas para aceptar', sample: '48' },
      bases: {
        label: 'Dirección de las bases del sorteo',
        sample: 'https://foro.example.org/bases-del-sorteo',
      },
    },
    defaults: {
      subject: 'Has ganado el sorteo del {edicion}',
      preheader: 'Tienes {horas} horas para aceptar el premio.',
      body: p(
        '¡Enhorabuena! Tu participación ha resultado elegida en el sorteo del {edicion}. Tu premio: {premio}.',
        'Para aceptarlo, responde a este correo antes del {plazo} ({horas} horas desde este envío), ' +
          'confirma tu identidad e indica la dirección postal de entrega en tu país de residencia.',
        'Si no respondes en ese plazo, el premio pasará al siguiente ganador de reserva, como dicen las bases del sorteo: {bases}',
      ),
      action: 'Comprobar el sorteo',
      notes:
        'El resultado puede comprobarlo cualquiera con la semilla y la lista de participaciones publicadas.',
    },
  },
  'draw-period-changed': {
    label: 'Cambio del periodo de un sorteo',
    when: 'A quienes participan, cuando el equipo cambia el periodo de participación.',
    hasAction: true,
    variables: {
      nombre,
      edicion: { label: 'Edición del sorteo', sample: 'primer trimestre de 2026' },
      periodo: { label: 'El periodo nuevo', sample: 'del 1 de enero al 31 de marzo de 2026' },
      anterior: { label: 'El periodo anterior', sample: 'del 1 de enero al 15 de marzo de 2026' },
      motivo: {
        label: 'El motivo publicado',
        sample: 'Ampliamos el plazo por las vacaciones.',
        required: true,
      },
    },
    defaults: {
      subject: 'Cambia el periodo de participación del sorteo del {edicion}',
      preheader: 'El nuevo periodo: {periodo}.',
      body: p(
        'Participas en el sorteo del {edicion}, y su periodo de participación ha cambiado.',
        'Nuevo periodo: {periodo}. Antes: {anterior}.',
        'Motivo publicado: «{motivo}»',
        'Tu participación sigue registrada; el cambio y su fecha quedan publicados en la página del sorteo, donde cualquiera puede comprobarlo.',
      ),
      action: 'Ver el sorteo',
      notes: '',
    },
  },
} as const satisfies Record<string, MailWordingEntry>;

export type MailWordingKey = keyof typeof mailWordingCatalog;
export const mailWordingKeys = Object.keys(mailWordingCatalog) as MailWordingKey[];
/** The variables of one mail, by name. */
export type MailVariables<K extends MailWordingKey> = Record<
  keyof (typeof mailWordingCatalog)[K]['variables'],
  string
>;

const VARIABLE = /\{([a-z_]+)\}/g;

/** The `{name}` tokens a text uses, in order. */
export const variablesIn = (text: string): string[] => [...text.matchAll(VARIABLE)].map((m) => m[1] ?? '');

/** Puts the values in; a name with no value stays as written (validation refuses unknown names). */
export const fillVariables = (text: string, values: Record<string, string>): string =>
  text.replace(VARIABLE, (token, name: string) => values[name] ?? token);
