import type { LegalDocument } from './types';

/** Política de privacidad del portal Foro de Educadores. Ruta: /politica-privacidad */
export const privacyPolicy: LegalDocument = {
  title: 'Política de privacidad',
  updated: 'Última actualización: 1 de marzo de 2026',
  intro: [
    {
      kind: 'p',
      text: 'En el Foro de Educadores cuidamos los datos personales de los docentes, directivos y personal de los centros educativos que participan en nuestra comunidad. Esta política explica qué datos tratamos, para qué los usamos, con quién los compartimos, cuánto tiempo los conservamos y cómo puede ejercer sus derechos.',
    },
    {
      kind: 'p',
      text: 'Se aplica a todos los servicios del portal: registro y confirmación de datos, encuentros en vivo, rutas de aprendizaje, masterclass, pruebas de casos prácticos, foros, certificados, perfil, formularios de contacto y de acceso abierto, y sorteos. Le recomendamos leerla junto con las Condiciones de uso y la Política de cookies.',
    },
  ],
  sections: [
    {
      id: 'responsable',
      heading: '1. ¿Quién es el responsable del tratamiento?',
      blocks: [
        {
          kind: 'p',
          text: 'El responsable del tratamiento de sus datos es la Editorial, a través de Compartir, su programa de servicios para instituciones educativas, que gestiona el portal Foro de Educadores.',
        },
        {
          kind: 'ul',
          items: [
            'Domicilio: el domicilio social indicado en el aviso legal del portal.',
            'Correo electrónico para consultas sobre privacidad: privacidad@example.org',
            'Correo electrónico general del Foro: foro@example.org',
          ],
        },
      ],
    },
    {
      id: 'delegado',
      heading: '2. Delegado de protección de datos',
      blocks: [
        {
          kind: 'p',
          text: 'La Editorial cuenta con un delegado de protección de datos (o figura equivalente según la legislación de cada país), que supervisa el cumplimiento de esta política y atiende las consultas de los miembros. Puede escribirle a dpo@example.org o por correo postal al domicilio social, con la referencia «Delegado de protección de datos – Foro de Educadores».',
        },
      ],
    },
    {
      id: 'datos',
      heading: '3. ¿Qué datos tratamos?',
      blocks: [
        {
          kind: 'p',
          text: 'Tratamos únicamente los datos necesarios para prestar los servicios del portal. Según cómo participe, pueden ser los siguientes:',
        },
        {
          kind: 'ul',
          items: [
            'Datos de registro y de confirmación: nombre, apellidos, correo electrónico, documento de identidad, teléfono, país, región o estado, ciudad o comuna, centro educativo, tipo de centro (público, privado u otro), cargo o rol, nivel educativo, área o asignatura y preferencia de suscripción a comunicaciones.',
            'Datos de acceso: contraseña (guardada de forma cifrada, nunca en texto legible) y fechas de alta y de último acceso.',
            'Solicitudes de invitación y acceso abierto: los datos que indique en el formulario de contacto y, para ver la masterclass abierta, su correo electrónico y país.',
            'Participación: mensajes publicados en los foros de encuentros y de rutas, preguntas enviadas a los expertos y mensajes del chat de los encuentros en vivo.',
            'Resultados de aprendizaje: respuestas y puntuaciones de las pruebas de casos prácticos, avance en las paradas de cada eje, posición en el ranking y certificados emitidos.',
            'Asistencia: registro de conexión a los encuentros en vivo y visualización de grabaciones, necesario para emitir certificados de asistencia.',
            'Sorteos: datos de contacto y, si resulta ganador, dirección postal de entrega del premio.',
            'Datos técnicos: dirección IP, tipo de navegador y dispositivo, registros de seguridad y, solo si lo acepta, datos de medición de uso obtenidos mediante cookies.',
          ],
        },
        {
          kind: 'p',
          text: 'No le pedimos datos sensibles (salud, religión, opiniones políticas u otros similares). Le rogamos que no los incluya en foros, preguntas ni formularios, y que nunca publique datos personales de sus estudiantes.',
        },
      ],
    },
    {
      id: 'finalidades',
      heading: '4. ¿Para qué usamos sus datos?',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Gestionar su cuenta y su membresía: alta, invitación, confirmación de datos, acceso seguro y atención de sus consultas.',
            'Organizar los encuentros en vivo con expertos: acceso al video y al chat, envío de preguntas, calendario y emisión de certificados de asistencia.',
            'Ofrecer las rutas de aprendizaje: registrar su avance en las paradas, corregir las pruebas de casos prácticos, mostrar su progreso y su posición en el ranking, y emitir los certificados de ruta.',
            'Moderar los foros y el chat para mantener un espacio respetuoso y seguro, y acompañar la participación a través de los coaches de cada ruta.',
            'Gestionar los sorteos y premios: comprobar requisitos, seleccionar y contactar a los ganadores y entregar los premios.',
            'Enviarle notificaciones del foro (respuestas, nuevos mensajes o novedades de las rutas), solo si usted lo activa en su perfil.',
            'Enviarle comunicaciones de servicio: confirmaciones, recordatorios de encuentros, cambios en el calendario, avisos de seguridad y cambios en las condiciones del servicio.',
            'Elaborar estadísticas de uso y participación, preferentemente agregadas o anonimizadas, para mejorar los contenidos y el funcionamiento del portal.',
          ],
        },
        {
          kind: 'p',
          text: 'No vendemos sus datos ni los usamos para publicidad de terceros. No tomamos decisiones automatizadas que produzcan efectos jurídicos sobre usted: el ranking y las puntuaciones solo reflejan su actividad en el portal.',
        },
      ],
    },
    {
      id: 'bases-legales',
      heading: '5. ¿Con qué base legal los tratamos?',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Relación de membresía: el tratamiento necesario para prestarle los servicios que solicita al registrarse y aceptar las Condiciones de uso (cuenta, encuentros, rutas, pruebas, foros y certificados).',
            'Consentimiento: para las notificaciones del foro, las cookies de análisis, el formulario de acceso abierto y la participación voluntaria en los sorteos. Puede retirarlo en cualquier momento sin que ello afecte a los tratamientos anteriores.',
            'Interés legítimo: para la seguridad del portal, la prevención del fraude, la moderación de contenidos y las estadísticas internas, siempre ponderando sus derechos.',
            'Cumplimiento de obligaciones legales: por ejemplo, obligaciones fiscales vinculadas a los premios o requerimientos de autoridades competentes.',
          ],
        },
      ],
    },
    {
      id: 'publicidad-datos',
      heading: '6. ¿Qué datos ven otros miembros?',
      blocks: [
        {
          kind: 'p',
          text: 'Para que la comunidad funcione, otros miembros pueden ver su nombre, apellidos, país, rol y los mensajes que publique en los foros, así como su posición en el ranking. Su correo electrónico, documento de identidad, teléfono, puntuaciones detalladas y respuestas a las pruebas no se muestran a otros miembros.',
        },
      ],
    },
    {
      id: 'destinatarios',
      heading: '7. ¿Con quién compartimos sus datos?',
      blocks: [
        {
          kind: 'p',
          text: 'Sus datos pueden ser tratados por proveedores que nos prestan servicios, como encargados del tratamiento, bajo contrato y con instrucciones precisas de la Editorial:',
        },
        {
          kind: 'ul',
          items: [
            'Proveedores de alojamiento e infraestructura en la nube donde funciona el portal.',
            'Proveedores de transmisión de video y de chat que permiten emitir los encuentros en vivo y las grabaciones.',
            'Proveedores de envío de correo electrónico para comunicaciones de servicio y notificaciones.',
            'Proveedores de medición de uso, solo si acepta las cookies de análisis.',
            'Empresas de mensajería o transporte, únicamente para entregar los premios de los sorteos.',
          ],
        },
        {
          kind: 'p',
          text: 'También podrán acceder a sus datos las empresas del grupo de la Editorial que colaboran en la gestión del programa Compartir en su país, y las autoridades cuando exista una obligación legal. Los expertos invitados a los encuentros reciben las preguntas de los miembros, pero no sus datos de contacto.',
        },
      ],
    },
    {
      id: 'transferencias',
      heading: '8. Transferencias internacionales',
      blocks: [
        {
          kind: 'p',
          text: 'El portal presta servicio en 15 países, y algunos proveedores pueden alojar o tratar los datos fuera de su país de residencia. En esos casos, la Editorial adopta las garantías exigidas por la legislación aplicable, como cláusulas contractuales de protección de datos, proveedores ubicados en países con un nivel de protección adecuado o su consentimiento cuando la ley lo requiera.',
        },
      ],
    },
    {
      id: 'conservacion',
      heading: '9. ¿Cuánto tiempo conservamos sus datos?',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Datos de cuenta y de perfil: mientras su membresía esté activa. Si solicita la baja, los eliminaremos o anonimizaremos, salvo lo indicado a continuación.',
            'Certificados emitidos y datos de asistencia y avance que los respaldan: el tiempo necesario para que pueda descargarlos y para verificar su autenticidad si se solicita.',
            'Mensajes de foros y preguntas: mientras el espacio correspondiente esté publicado; tras la baja, podrán mostrarse como «miembro anónimo» o eliminarse.',
            'Solicitudes de invitación y de acceso abierto: hasta resolverlas y, como máximo, 12 meses.',
            'Datos de sorteos: durante la gestión del sorteo y, después, bloqueados durante 6 meses para atender posibles reclamaciones.',
            'Registros técnicos y de seguridad: hasta 12 meses, salvo que se necesiten para investigar un incidente.',
          ],
        },
        {
          kind: 'p',
          text: 'Cuando la ley lo exija, los datos se conservarán bloqueados durante los plazos de prescripción de las responsabilidades que pudieran derivarse, solo a disposición de jueces, tribunales y autoridades competentes.',
        },
      ],
    },
    {
      id: 'derechos',
      heading: '10. Sus derechos y cómo ejercerlos',
      blocks: [
        {
          kind: 'p',
          text: 'Usted puede ejercer en cualquier momento los derechos conocidos como ARCO, así como los demás que reconozca la ley de su país:',
        },
        {
          kind: 'ul',
          items: [
            'Acceso: saber qué datos suyos tratamos y obtener una copia.',
            'Rectificación: corregir datos inexactos o incompletos. Muchos puede actualizarlos usted mismo desde su perfil.',
            'Cancelación o supresión: pedir que eliminemos sus datos cuando ya no sean necesarios.',
            'Oposición: oponerse a determinados tratamientos, por ejemplo las comunicaciones no esenciales.',
            'Limitación: pedir que suspendamos temporalmente el uso de sus datos mientras se resuelve una reclamación.',
            'Portabilidad: recibir sus datos en un formato estructurado y de uso común.',
            'Retirada del consentimiento: para notificaciones, cookies de análisis o sorteos.',
          ],
        },
        {
          kind: 'p',
          text: 'Para ejercerlos, escriba a privacidad@example.org desde el correo con el que se registró, indicando su nombre, país y el derecho que desea ejercer. Si no podemos confirmar su identidad, le pediremos información adicional. Responderemos en los plazos que fije la legislación de su país y, en todo caso, sin demoras indebidas. El ejercicio de estos derechos es gratuito.',
        },
        {
          kind: 'p',
          text: 'Las notificaciones del foro se pueden desactivar directamente desde su perfil, y cada correo no esencial incluye un enlace para dejar de recibirlo.',
        },
      ],
    },
    {
      id: 'reclamacion',
      heading: '11. Derecho a presentar una reclamación',
      blocks: [
        {
          kind: 'p',
          text: 'Si considera que no hemos atendido correctamente su solicitud o que el tratamiento de sus datos no se ajusta a la ley, puede presentar una reclamación ante la autoridad de protección de datos personales de su país de residencia. Le agradeceremos que antes nos escriba, para intentar resolverlo directamente.',
        },
      ],
    },
    {
      id: 'menores',
      heading: '12. Menores de edad',
      blocks: [
        {
          kind: 'p',
          text: 'El Foro de Educadores está dirigido exclusivamente a personas adultas que trabajan en el ámbito educativo. No está destinado a menores de edad ni recabamos conscientemente sus datos. Si detectamos una cuenta de un menor, la daremos de baja y eliminaremos sus datos. Recuerde no compartir en el portal información que permita identificar a sus estudiantes.',
        },
      ],
    },
    {
      id: 'seguridad',
      heading: '13. Seguridad de sus datos',
      blocks: [
        {
          kind: 'p',
          text: 'Aplicamos medidas técnicas y organizativas para proteger sus datos frente a pérdidas, accesos no autorizados o alteraciones, entre ellas:',
        },
        {
          kind: 'ul',
          items: [
            'Conexiones cifradas (HTTPS) en todo el portal.',
            'Contraseñas almacenadas con algoritmos de cifrado irreversible.',
            'Protección frente a falsificación de solicitudes y control de sesiones.',
            'Acceso a los datos limitado al personal y a los proveedores que lo necesitan, con deber de confidencialidad.',
            'Copias de seguridad y registros de actividad para detectar incidentes.',
          ],
        },
        {
          kind: 'p',
          text: 'Ningún sistema es completamente invulnerable. Usted también contribuye a la seguridad: use una contraseña robusta, no la comparta y cierre la sesión en dispositivos compartidos. Si sospecha un uso indebido de su cuenta, avísenos en foro@example.org.',
        },
      ],
    },
    {
      id: 'cambios',
      heading: '14. Cambios en esta política',
      blocks: [
        {
          kind: 'p',
          text: 'Podemos actualizar esta política para adaptarla a cambios legales o a nuevos servicios del portal. Publicaremos siempre la versión vigente con su fecha de actualización y, si los cambios son importantes, se lo comunicaremos por correo electrónico o mediante un aviso en el portal antes de que entren en vigor.',
        },
      ],
    },
  ],
};
