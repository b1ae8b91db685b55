import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.

/**
 * The legal pages and the homes' main texts become pages staff edit (docs/product/content.md#pages-staff-edit),
 * seeded with the texts the web app carried until now, so the pages read the same. Each plain-text
 * paragraph became a <p> and each list a <ul> (the one policy of docs/product/content.md#staff-html).
 * The legal pages' date line is no longer text: the page shows the day of the last save, so the seeded
 * rows carry the date their text gave (1 March 2026).
 */
const LEGAL_TEXTS_DATE = '2026-03-01T12:00:00.000Z';

const pages: Record<string, unknown> = {
  'cookies-policy': {
    title: 'Política de cookies',
    intro:
      '<p>Esta política explica qué cookies y tecnologías similares utiliza el portal Foro de Educadores, gestionado por la Editorial a través de Compartir, para qué sirven y cómo puede aceptarlas, rechazarlas o eliminarlas.</p>',
    sections: [
      {
        id: 'que-son',
        heading: '1. ¿Qué son las cookies?',
        html: '<p>Las cookies son pequeños archivos de texto que un sitio web guarda en su navegador cuando lo visita. Permiten, por ejemplo, mantener abierta su sesión mientras navega o recordar sus preferencias. Existen también tecnologías similares, como el almacenamiento local del navegador, que funcionan de forma parecida. En esta política llamamos «cookies» a todas ellas.</p><ul><li>Cookies propias: las instala el propio portal.</li><li>Cookies de terceros: las instala otra empresa, por ejemplo un proveedor de video.</li><li>Cookies de sesión: se borran al cerrar el navegador.</li><li>Cookies persistentes: permanecen durante un tiempo determinado.</li></ul>',
      },
      {
        id: 'responsable',
        heading: '2. Responsable',
        html: '<p>El responsable de las cookies propias es la Editorial (Compartir), con domicilio social indicado en el aviso legal. Puede escribirnos a privacidad@example.org. Los datos obtenidos mediante cookies se tratan según nuestra Política de privacidad.</p>',
      },
      {
        id: 'necesarias',
        heading: '3. Cookies estrictamente necesarias',
        html: '<p>Son imprescindibles para que el portal funcione y sea seguro. No requieren su consentimiento y no se usan para analizar su comportamiento ni para publicidad:</p><ul><li>Cookie de sesión (propia): identifica su sesión para que pueda iniciar sesión, avanzar por las rutas, participar en los foros y ver los encuentros sin volver a identificarse en cada página. Caduca al cerrar sesión o tras un periodo de inactividad.</li><li>XSRF-TOKEN (propia): protege los formularios del portal frente a ataques de falsificación de solicitudes entre sitios. Contiene un código aleatorio y dura lo mismo que la sesión.</li><li>Preferencia de consentimiento de cookies (almacenamiento local): recuerda si aceptó o rechazó las cookies de análisis, para no mostrarle el aviso en cada visita. Se conserva en su navegador hasta que la borre.</li></ul>',
      },
      {
        id: 'analiticas',
        heading: '4. Cookies de análisis y medición',
        html: '<p>Solo si usted las acepta, utilizamos cookies de análisis para conocer de forma estadística cómo se usa el portal: páginas más visitadas, duración de las visitas, dispositivo y país de conexión aproximados, o errores de carga. Esta información nos ayuda a mejorar los contenidos y el rendimiento, especialmente en conexiones lentas y teléfonos móviles.</p><p>Estas cookies pueden ser instaladas por un proveedor de medición que actúa por cuenta de la Editorial. No las usamos para mostrarle publicidad ni para elaborar perfiles individuales. Si las rechaza, no se activarán y el portal funcionará igual.</p>',
      },
      {
        id: 'terceros',
        heading: '5. Reproductores de video y chat de terceros',
        html: '<p>Los encuentros en vivo, sus grabaciones y algunas masterclass se emiten mediante reproductores de video y ventanas de chat de proveedores externos insertados en el portal. Cuando usted reproduce un encuentro o abre el chat, esos proveedores pueden instalar sus propias cookies, por ejemplo para ajustar la calidad del video, recordar el volumen o medir las reproducciones.</p><p>Estas cookies dependen de cada proveedor y se rigen por sus propias políticas de privacidad y de cookies, que le recomendamos consultar. La Editorial no controla su contenido ni su duración.</p>',
      },
      {
        id: 'gestion',
        heading: '6. Cómo aceptar, rechazar o cambiar su elección',
        html: '<p>La primera vez que visita el portal verá un aviso de cookies con dos opciones:</p><ul><li>Aceptar: se activan las cookies de análisis además de las necesarias.</li><li>Rechazar: solo se utilizan las cookies estrictamente necesarias.</li></ul><p>Rechazar es tan sencillo como aceptar, y su elección no limita el acceso a los encuentros, las rutas ni los foros. Puede cambiar de opinión en cualquier momento desde el enlace «Configuración de cookies» del pie de página o borrando los datos del sitio en su navegador: el aviso volverá a mostrarse y podrá elegir de nuevo.</p>',
      },
      {
        id: 'eliminar',
        heading: '7. Cómo eliminar o bloquear cookies en su navegador',
        html: '<p>También puede borrar o bloquear las cookies desde la configuración de su navegador. Los nombres de los menús pueden variar según la versión:</p><ul><li>Google Chrome: Configuración &gt; Privacidad y seguridad &gt; Borrar datos de navegación, o Cookies de terceros para bloquearlas.</li><li>Mozilla Firefox: Ajustes &gt; Privacidad &amp; Seguridad &gt; Cookies y datos del sitio &gt; Limpiar datos.</li><li>Microsoft Edge: Configuración &gt; Privacidad, búsqueda y servicios &gt; Borrar datos de exploración.</li><li>Safari en Mac: Safari &gt; Configuración &gt; Privacidad &gt; Gestionar datos de sitios web.</li><li>Safari en iPhone o iPad: Ajustes &gt; Safari &gt; Borrar historial y datos de sitios web.</li><li>Chrome en Android: menú de tres puntos &gt; Configuración &gt; Privacidad y seguridad &gt; Borrar datos de navegación.</li></ul><p>Si bloquea todas las cookies, incluidas las necesarias, no podrá iniciar sesión ni usar las funciones reservadas a los miembros.</p>',
      },
      {
        id: 'cambios',
        heading: '8. Actualizaciones de esta política',
        html: '<p>Podemos modificar esta política si cambian las cookies que utilizamos o la normativa aplicable. Publicaremos la versión vigente con su fecha de actualización y, si incorporamos nuevas cookies que requieran consentimiento, le volveremos a pedir su elección mediante el aviso de cookies.</p>',
      },
      {
        id: 'contacto',
        heading: '9. Contacto',
        html: '<p>Si tiene dudas sobre esta política, escríbanos a privacidad@example.org o a foro@example.org.</p>',
      },
    ],
  },
  'privacy-policy': {
    title: 'Política de privacidad',
    intro:
      '<p>En el Foro de Educadores cuidamos los datos personales de los docentes, directivos y personal de los centros educativos que participan en nuestra comunidad. Esta política explica qué datos tratamos, para qué los usamos, con quién los compartimos, cuánto tiempo los conservamos y cómo puede ejercer sus derechos.</p><p>Se aplica a todos los servicios del portal: registro y confirmación de datos, encuentros en vivo, rutas de aprendizaje, masterclass, pruebas de casos prácticos, foros, certificados, perfil, formularios de contacto y de acceso abierto, y sorteos. Le recomendamos leerla junto con las Condiciones de uso y la Política de cookies.</p>',
    sections: [
      {
        id: 'responsable',
        heading: '1. ¿Quién es el responsable del tratamiento?',
        html: '<p>El responsable del tratamiento de sus datos es la Editorial, a través de Compartir, su programa de servicios para instituciones educativas, que gestiona el portal Foro de Educadores.</p><ul><li>Domicilio: el domicilio social indicado en el aviso legal del portal.</li><li>Correo electrónico para consultas sobre privacidad: privacidad@example.org</li><li>Correo electrónico general del Foro: foro@example.org</li></ul>',
      },
      {
        id: 'delegado',
        heading: '2. Delegado de protección de datos',
        html: '<p>La Editorial cuenta con un delegado de protección de datos (o figura equivalente según la legislación de cada país), que supervisa el cumplimiento de esta política y atiende las consultas de los miembros. Puede escribirle a dpo@example.org o por correo postal al domicilio social, con la referencia «Delegado de protección de datos – Foro de Educadores».</p>',
      },
      {
        id: 'datos',
        heading: '3. ¿Qué datos tratamos?',
        html: '<p>Tratamos únicamente los datos necesarios para prestar los servicios del portal. Según cómo participe, pueden ser los siguientes:</p><ul><li>Datos de registro y de confirmación: nombre, apellidos, correo electrónico, documento de identidad, teléfono, país, región o estado, ciudad o comuna, centro educativo, tipo de centro (público, privado u otro), cargo o rol, nivel educativo, área o asignatura y preferencia de suscripción a comunicaciones.</li><li>Datos de acceso: contraseña (guardada de forma cifrada, nunca en texto legible) y fechas de alta y de último acceso.</li><li>Solicitudes de invitación y acceso abierto: los datos que indique en el formulario de contacto y, para ver la masterclass abierta, su correo electrónico y país.</li><li>Participación: mensajes publicados en los foros de encuentros y de rutas, preguntas enviadas a los expertos y mensajes del chat de los encuentros en vivo.</li><li>Resultados de aprendizaje: respuestas y puntuaciones de las pruebas de casos prácticos, avance en las paradas de cada eje, posición en el ranking y certificados emitidos.</li><li>Asistencia: registro de conexión a los encuentros en vivo y visualización de grabaciones, necesario para emitir certificados de asistencia.</li><li>Sorteos: datos de contacto y, si resulta ganador, dirección postal de entrega del premio.</li><li>Datos técnicos: dirección IP, tipo de navegador y dispositivo, registros de seguridad y, solo si lo acepta, datos de medición de uso obtenidos mediante cookies.</li></ul><p>No le pedimos datos sensibles (salud, religión, opiniones políticas u otros similares). Le rogamos que no los incluya en foros, preguntas ni formularios, y que nunca publique datos personales de sus estudiantes.</p>',
      },
      {
        id: 'finalidades',
        heading: '4. ¿Para qué usamos sus datos?',
        html: '<ul><li>Gestionar su cuenta y su membresía: alta, invitación, confirmación de datos, acceso seguro y atención de sus consultas.</li><li>Organizar los encuentros en vivo con expertos: acceso al video y al chat, envío de preguntas, calendario y emisión de certificados de asistencia.</li><li>Ofrecer las rutas de aprendizaje: registrar su avance en las paradas, corregir las pruebas de casos prácticos, mostrar su progreso y su posición en el ranking, y emitir los certificados de ruta.</li><li>Moderar los foros y el chat para mantener un espacio respetuoso y seguro, y acompañar la participación a través de los coaches de cada ruta.</li><li>Gestionar los sorteos y premios: comprobar requisitos, seleccionar y contactar a los ganadores y entregar los premios.</li><li>Enviarle notificaciones del foro (respuestas, nuevos mensajes o novedades de las rutas), solo si usted lo activa en su perfil.</li><li>Enviarle comunicaciones de servicio: confirmaciones, recordatorios de encuentros, cambios en el calendario, avisos de seguridad y cambios en las condiciones del servicio.</li><li>Elaborar estadísticas de uso y participación, preferentemente agregadas o anonimizadas, para mejorar los contenidos y el funcionamiento del portal.</li></ul><p>No vendemos sus datos ni los usamos para publicidad de terceros. No tomamos decisiones automatizadas que produzcan efectos jurídicos sobre usted: el ranking y las puntuaciones solo reflejan su actividad en el portal.</p>',
      },
      {
        id: 'bases-legales',
        heading: '5. ¿Con qué base legal los tratamos?',
        html: '<ul><li>Relación de membresía: el tratamiento necesario para prestarle los servicios que solicita al registrarse y aceptar las Condiciones de uso (cuenta, encuentros, rutas, pruebas, foros y certificados).</li><li>Consentimiento: para las notificaciones del foro, las cookies de análisis, el formulario de acceso abierto y la participación voluntaria en los sorteos. Puede retirarlo en cualquier momento sin que ello afecte a los tratamientos anteriores.</li><li>Interés legítimo: para la seguridad del portal, la prevención del fraude, la moderación de contenidos y las estadísticas internas, siempre ponderando sus derechos.</li><li>Cumplimiento de obligaciones legales: por ejemplo, obligaciones fiscales vinculadas a los premios o requerimientos de autoridades competentes.</li></ul>',
      },
      {
        id: 'publicidad-datos',
        heading: '6. ¿Qué datos ven otros miembros?',
        html: '<p>Para que la comunidad funcione, otros miembros pueden ver su nombre, apellidos, país, rol y los mensajes que publique en los foros, así como su posición en el ranking. Su correo electrónico, documento de identidad, teléfono, puntuaciones detalladas y respuestas a las pruebas no se muestran a otros miembros.</p>',
      },
      {
        id: 'destinatarios',
        heading: '7. ¿Con quién compartimos sus datos?',
        html: '<p>Sus datos pueden ser tratados por proveedores que nos prestan servicios, como encargados del tratamiento, bajo contrato y con instrucciones precisas de la Editorial:</p><ul><li>Proveedores de alojamiento e infraestructura en la nube donde funciona el portal.</li><li>Proveedores de transmisión de video y de chat que permiten emitir los encuentros en vivo y las grabaciones.</li><li>Proveedores de envío de correo electrónico para comunicaciones de servicio y notificaciones.</li><li>Proveedores de medición de uso, solo si acepta las cookies de análisis.</li><li>Empresas de mensajería o transporte, únicamente para entregar los premios de los sorteos.</li></ul><p>También podrán acceder a sus datos las empresas del grupo de la Editorial que colaboran en la gestión del programa Compartir en su país, y las autoridades cuando exista una obligación legal. Los expertos invitados a los encuentros reciben las preguntas de los miembros, pero no sus datos de contacto.</p>',
      },
      {
        id: 'transferencias',
        heading: '8. Transferencias internacionales',
        html: '<p>El portal presta servicio en 15 países, y algunos proveedores pueden alojar o tratar los datos fuera de su país de residencia. En esos casos, la Editorial adopta las garantías exigidas por la legislación aplicable, como cláusulas contractuales de protección de datos, proveedores ubicados en países con un nivel de protección adecuado o su consentimiento cuando la ley lo requiera.</p>',
      },
      {
        id: 'conservacion',
        heading: '9. ¿Cuánto tiempo conservamos sus datos?',
        html: '<ul><li>Datos de cuenta y de perfil: mientras su membresía esté activa. Si solicita la baja, los eliminaremos o anonimizaremos, salvo lo indicado a continuación.</li><li>Certificados emitidos y datos de asistencia y avance que los respaldan: el tiempo necesario para que pueda descargarlos y para verificar su autenticidad si se solicita.</li><li>Mensajes de foros y preguntas: mientras el espacio correspondiente esté publicado; tras la baja, podrán mostrarse como «miembro anónimo» o eliminarse.</li><li>Solicitudes de invitación y de acceso abierto: hasta resolverlas y, como máximo, 12 meses.</li><li>Datos de sorteos: durante la gestión del sorteo y, después, bloqueados durante 6 meses para atender posibles reclamaciones.</li><li>Registros técnicos y de seguridad: hasta 12 meses, salvo que se necesiten para investigar un incidente.</li></ul><p>Cuando la ley lo exija, los datos se conservarán bloqueados durante los plazos de prescripción de las responsabilidades que pudieran derivarse, solo a disposición de jueces, tribunales y autoridades competentes.</p>',
      },
      {
        id: 'derechos',
        heading: '10. Sus derechos y cómo ejercerlos',
        html: '<p>Usted puede ejercer en cualquier momento los derechos conocidos como ARCO, así como los demás que reconozca la ley de su país:</p><ul><li>Acceso: saber qué datos suyos tratamos y obtener una copia.</li><li>Rectificación: corregir datos inexactos o incompletos. Muchos puede actualizarlos usted mismo desde su perfil.</li><li>Cancelación o supresión: pedir que eliminemos sus datos cuando ya no sean necesarios.</li><li>Oposición: oponerse a determinados tratamientos, por ejemplo las comunicaciones no esenciales.</li><li>Limitación: pedir que suspendamos temporalmente el uso de sus datos mientras se resuelve una reclamación.</li><li>Portabilidad: recibir sus datos en un formato estructurado y de uso común.</li><li>Retirada del consentimiento: para notificaciones, cookies de análisis o sorteos.</li></ul><p>Para ejercerlos, escriba a privacidad@example.org desde el correo con el que se registró, indicando su nombre, país y el derecho que desea ejercer. Si no podemos confirmar su identidad, le pediremos información adicional. Responderemos en los plazos que fije la legislación de su país y, en todo caso, sin demoras indebidas. El ejercicio de estos derechos es gratuito.</p><p>Las notificaciones del foro se pueden desactivar directamente desde su perfil, y cada correo no esencial incluye un enlace para dejar de recibirlo.</p>',
      },
      {
        id: 'reclamacion',
        heading: '11. Derecho a presentar una reclamación',
        html: '<p>Si considera que no hemos atendido correctamente su solicitud o que el tratamiento de sus datos no se ajusta a la ley, puede presentar una reclamación ante la autoridad de protección de datos personales de su país de residencia. Le agradeceremos que antes nos escriba, para intentar resolverlo directamente.</p>',
      },
      {
        id: 'menores',
        heading: '12. Menores de edad',
        html: '<p>El Foro de Educadores está dirigido exclusivamente a personas adultas que trabajan en el ámbito educativo. No está destinado a menores de edad ni recabamos conscientemente sus datos. Si detectamos una cuenta de un menor, la daremos de baja y eliminaremos sus datos. Recuerde no compartir en el portal información que permita identificar a sus estudiantes.</p>',
      },
      {
        id: 'seguridad',
        heading: '13. Seguridad de sus datos',
        html: '<p>Aplicamos medidas técnicas y organizativas para proteger sus datos frente a pérdidas, accesos no autorizados o alteraciones, entre ellas:</p><ul><li>Conexiones cifradas (HTTPS) en todo el portal.</li><li>Contraseñas almacenadas con algoritmos de cifrado irreversible.</li><li>Protección frente a falsificación de solicitudes y control de sesiones.</li><li>Acceso a los datos limitado al personal y a los proveedores que lo necesitan, con deber de confidencialidad.</li><li>Copias de seguridad y registros de actividad para detectar incidentes.</li></ul><p>Ningún sistema es completamente invulnerable. Usted también contribuye a la seguridad: use una contraseña robusta, no la comparta y cierre la sesión en dispositivos compartidos. Si sospecha un uso indebido de su cuenta, avísenos en foro@example.org.</p>',
      },
      {
        id: 'cambios',
        heading: '14. Cambios en esta política',
        html: '<p>Podemos actualizar esta política para adaptarla a cambios legales o a nuevos servicios del portal. Publicaremos siempre la versión vigente con su fecha de actualización y, si los cambios son importantes, se lo comunicaremos por correo electrónico o mediante un aviso en el portal antes de que entren en vigor.</p>',
      },
    ],
  },
  'terms-of-use': {
    title: 'Condiciones de uso',
    intro:
      '<p>Estas condiciones regulan el acceso y el uso del portal Foro de Educadores, gestionado por la Editorial a través de Compartir, su programa de servicios para instituciones educativas. Al registrarse o utilizar el portal, usted declara haberlas leído y aceptado. Si no está de acuerdo, le pedimos que no lo utilice.</p>',
    sections: [
      {
        id: 'objeto',
        heading: '1. Objeto del portal',
        html: '<p>El Foro de Educadores es una comunidad de formación e intercambio profesional para docentes, directivos y personal de centros educativos de América Latina. Ofrece, entre otros servicios:</p><ul><li>Encuentros mensuales en vivo con expertos, con video, chat, envío de preguntas, foro, calendario y certificado de asistencia.</li><li>Rutas de aprendizaje guiadas (ejes) de 8 paradas, con masterclass, pruebas de casos prácticos, foros acompañados por coaches y certificado de ruta.</li><li>Un perfil personal con su avance y su posición en el ranking.</li><li>Sorteos y premios, que se rigen por sus propias bases legales.</li></ul>',
      },
      {
        id: 'acceso',
        heading: '2. Quién puede registrarse',
        html: '<ul><li>Personas mayores de edad que trabajen como docentes, directivos o personal de centros educativos en Argentina, Bolivia, Chile, Colombia, Costa Rica, Ecuador, El Salvador, Guatemala, Honduras, México, Nicaragua, Panamá, Perú, Uruguay o República Dominicana.</li><li>El registro se realiza por invitación. Si no la ha recibido, puede solicitarla mediante el formulario de contacto; la Editorial podrá aceptarla o no según los criterios del programa.</li><li>Sin necesidad de registro, cualquier persona puede ver la masterclass abierta indicando su correo electrónico y su país.</li></ul><p>Al confirmar sus datos, usted garantiza que son verdaderos, exactos y actuales, y se compromete a mantenerlos actualizados desde su perfil.</p>',
      },
      {
        id: 'cuenta',
        heading: '3. Cuenta y contraseña',
        html: '<ul><li>La cuenta es personal e intransferible: no la comparta con otros colegas ni con su centro educativo.</li><li>Elija una contraseña segura, guárdela de forma confidencial y cámbiela si sospecha que otra persona la conoce.</li><li>Usted es responsable de la actividad realizada con su cuenta. Avísenos de inmediato en foro@example.org si detecta un uso no autorizado.</li><li>Cierre la sesión cuando use dispositivos compartidos, como los de la sala de profesores.</li></ul>',
      },
      {
        id: 'conducta',
        heading: '4. Normas de conducta en foros, chat y preguntas',
        html: '<p>Los foros, el chat de los encuentros y las preguntas a los expertos son espacios profesionales. Al participar, usted se compromete a:</p><ul><li>Tratar con respeto a los demás miembros, a los expertos, a los coaches y al EQUIPO COMPARTIR, aunque no comparta sus opiniones.</li><li>No publicar contenidos ofensivos, discriminatorios, violentos, difamatorios ni contrarios a la ley.</li><li>No hacer publicidad, promociones comerciales, campañas políticas ni enviar mensajes masivos o repetidos.</li><li>No publicar datos personales de estudiantes ni de sus familias (nombres, fotografías, calificaciones, situaciones particulares), ni datos de otros colegas sin su permiso.</li><li>No publicar contenidos de terceros protegidos por derechos de autor sin autorización, y citar las fuentes que utilice.</li><li>Mantener los mensajes relacionados con el tema del encuentro o de la ruta.</li><li>No suplantar a otras personas ni intentar alterar el ranking o los resultados de las pruebas.</li></ul>',
      },
      {
        id: 'moderacion',
        heading: '5. Moderación y retirada de contenidos',
        html: '<p>El EQUIPO COMPARTIR y los coaches moderan los espacios de participación. Podrán editar, ocultar o retirar, sin previo aviso, los mensajes y preguntas que incumplan estas normas. En caso de incumplimientos graves o reiterados, la Editorial podrá suspender temporalmente la cuenta o darla de baja. Si considera que un contenido es inadecuado, puede comunicarlo a foro@example.org.</p><p>Usted conserva la autoría de sus mensajes, pero autoriza a la Editorial a mostrarlos en el portal mientras el espacio correspondiente esté publicado. Las opiniones expresadas por los miembros son de su exclusiva responsabilidad.</p>',
      },
      {
        id: 'propiedad-intelectual',
        heading: '6. Propiedad intelectual',
        html: '<p>Los contenidos del portal (textos, videos de los encuentros, masterclass, materiales descargables, pruebas, diseños, logotipos y marcas) pertenecen a la Editorial o a sus autores y licenciantes, y están protegidos por la legislación de propiedad intelectual e industrial.</p><ul><li>Puede usarlos para su formación personal y para su trabajo en el aula, sin fines comerciales.</li><li>No está permitido descargarlos de forma masiva, grabar los encuentros, redistribuirlos, venderlos, publicarlos en otros sitios ni modificarlos sin autorización escrita.</li><li>Al compartir un material en su centro, mantenga la mención a la autoría y al Foro de Educadores.</li></ul>',
      },
      {
        id: 'certificados',
        heading: '7. Certificados',
        html: '<p>El portal emite certificados de asistencia a los encuentros en vivo y certificados de finalización de las rutas, cuando se cumplen los requisitos indicados en cada caso (por ejemplo, asistir al encuentro o completar las 8 paradas y las pruebas de una ruta).</p><p>Los certificados se generan con los datos que usted confirmó en su perfil, por lo que le recomendamos revisar que su nombre y apellidos estén correctamente escritos. Acreditan la participación en una actividad de formación de la Editorial; su reconocimiento oficial depende de las autoridades educativas de cada país.</p>',
      },
      {
        id: 'disponibilidad',
        heading: '8. Disponibilidad del servicio',
        html: '<p>Procuramos que el portal esté disponible de forma continua, pero puede haber interrupciones por mantenimiento, fallas técnicas, problemas de conexión o causas ajenas a la Editorial. Las fechas y horarios de los encuentros pueden cambiar; en ese caso, lo informaremos en el calendario y por correo electrónico. La Editorial podrá modificar, ampliar o dejar de ofrecer servicios del portal, avisando con antelación razonable cuando sea posible.</p>',
      },
      {
        id: 'responsabilidad',
        heading: '9. Responsabilidad',
        html: '<p>Los contenidos del portal tienen un fin formativo y no sustituyen el criterio profesional de cada educador ni las normas de su sistema educativo. En la medida permitida por la ley, la Editorial no responde de los daños derivados de interrupciones del servicio, del uso indebido del portal por parte de los miembros ni de los contenidos publicados por ellos. Nada de lo dispuesto limita los derechos que la legislación de protección al consumidor de su país le reconozca.</p>',
      },
      {
        id: 'enlaces',
        heading: '10. Enlaces a sitios de terceros',
        html: '<p>El portal puede incluir enlaces o reproductores de sitios de terceros, como plataformas de video, redes sociales o recursos recomendados por los expertos. La Editorial no controla esos sitios ni se responsabiliza de sus contenidos o de sus políticas de privacidad, que le recomendamos revisar.</p>',
      },
      {
        id: 'baja',
        heading: '11. Baja y terminación',
        html: '<p>Puede solicitar la baja de su cuenta en cualquier momento escribiendo a foro@example.org. Antes de hacerlo, descargue los certificados que desee conservar. La Editorial podrá dar de baja cuentas que incumplan estas condiciones, que contengan datos falsos o que permanezcan inactivas durante un periodo prolongado, así como finalizar el programa avisando previamente a los miembros.</p>',
      },
      {
        id: 'modificaciones',
        heading: '12. Modificaciones de estas condiciones',
        html: '<p>Podemos actualizar estas condiciones. Publicaremos la versión vigente con su fecha de actualización y, si los cambios son importantes, se lo avisaremos por correo electrónico o en el portal. Si sigue usando el portal después de la entrada en vigor, se entenderá que acepta los cambios.</p>',
      },
      {
        id: 'ley-aplicable',
        heading: '13. Legislación aplicable',
        html: '<p>Estas condiciones se rigen por la legislación del país del domicilio social de la Editorial, sin perjuicio de las normas imperativas de protección al consumidor y de protección de datos del país de residencia del miembro. Antes de acudir a los tribunales competentes, le invitamos a contactarnos para buscar una solución amistosa.</p>',
      },
      {
        id: 'contacto',
        heading: '14. Contacto',
        html: '<p>Para cualquier consulta sobre estas condiciones, escriba a foro@example.org. Para cuestiones relativas a sus datos personales, escriba a privacidad@example.org.</p>',
      },
    ],
  },
  'social-media-policy': {
    title: 'Política de redes sociales',
    intro:
      '<p>La Editorial, a través de Compartir, mantiene perfiles oficiales en redes sociales para difundir las actividades del Foro de Educadores y conversar con la comunidad educativa. Esta política explica qué publicamos, cómo puede participar y cómo tratamos la información de quienes nos siguen.</p>',
    sections: [
      {
        id: 'perfiles',
        heading: '1. Perfiles oficiales',
        html: '<p>Los perfiles oficiales de Compartir y del Foro de Educadores están en las siguientes redes:</p><ul><li>Facebook</li><li>Twitter / X</li><li>Instagram</li><li>YouTube</li><li>LinkedIn</li></ul><p>Solo son oficiales los perfiles enlazados desde el pie de página de este portal. Desconfíe de cuentas que usen nuestro nombre o logotipo sin figurar en él y, si las detecta, avísenos en foro@example.org.</p>',
      },
      {
        id: 'contenidos',
        heading: '2. ¿Qué publicamos?',
        html: '<ul><li>Anuncios de los encuentros mensuales en vivo con expertos: fecha, hora, tema y cómo participar.</li><li>Fragmentos, resúmenes e ideas clave de los encuentros y de las masterclass.</li><li>Novedades de las rutas de aprendizaje, recursos y materiales para el aula.</li><li>Experiencias y buenas prácticas de la comunidad, siempre con autorización de sus autores.</li><li>Información sobre sorteos y premios, remitiendo siempre a sus bases legales publicadas en el portal.</li><li>Avisos de servicio, como cambios de horario o incidencias técnicas.</li></ul>',
      },
      {
        id: 'participacion',
        heading: '3. Normas de participación',
        html: '<p>Queremos que nuestras redes sean un espacio útil y respetuoso. Al comentar o mencionarnos, le pedimos que:</p><ul><li>Trate con respeto a las demás personas, aunque no comparta sus opiniones.</li><li>No publique insultos, amenazas, contenidos discriminatorios, violentos, sexuales ni ilegales.</li><li>No haga publicidad, spam ni difunda enlaces engañosos o maliciosos.</li><li>No publique datos personales propios ni ajenos, y nunca imágenes o información de estudiantes menores de edad.</li><li>Respete los derechos de autor y cite las fuentes de los contenidos que comparta.</li><li>Se mantenga en temas relacionados con la educación y con las actividades del Foro.</li></ul>',
      },
      {
        id: 'moderacion',
        heading: '4. Moderación',
        html: '<p>El EQUIPO COMPARTIR revisa los comentarios en nuestros perfiles. Podremos ocultar o eliminar los que incumplan estas normas o las condiciones de cada red social y, en casos graves o reiterados, bloquear al usuario o reportarlo a la plataforma. Moderar no significa censurar opiniones críticas: las respondemos siempre que se expresen con respeto.</p><p>Procuramos responder en horario laboral y en un plazo razonable, pero no atendemos las redes las 24 horas. Las opiniones de los usuarios no representan la posición de la Editorial.</p>',
      },
      {
        id: 'datos-seguidores',
        heading: '5. Datos de seguidores',
        html: '<p>Cuando usted sigue nuestros perfiles, comenta o nos envía un mensaje, la información de su perfil y sus interacciones se tratan según las condiciones y la política de privacidad de cada red social, que le recomendamos consultar. La Editorial solo accede a la información que la red pone a disposición de los administradores de una página, como su nombre de usuario, sus comentarios y estadísticas agregadas.</p><ul><li>Usamos esa información únicamente para gestionar la relación con la comunidad en la propia red.</li><li>No la incorporamos a las bases de datos del portal sin su consentimiento.</li><li>Puede dejar de seguirnos o eliminar sus comentarios en cualquier momento con las herramientas de cada red.</li></ul>',
      },
      {
        id: 'consultas-personales',
        heading: '6. Consultas sobre su cuenta o sus datos',
        html: '<p>Por su seguridad, no respondemos en público consultas que requieran datos personales, como problemas de acceso a su cuenta, certificados, resultados de pruebas o premios. Si nos escribe sobre esos temas, le indicaremos el canal privado adecuado. Le pedimos que no publique en comentarios su correo electrónico, teléfono ni documento de identidad.</p>',
      },
      {
        id: 'contenido-compartido',
        heading: '7. Contenidos compartidos y etiquetas',
        html: '<p>Si nos etiqueta o usa las etiquetas del Foro de Educadores, podremos compartir su publicación en nuestros perfiles citando su autoría, salvo que nos pida no hacerlo. Para difundir fotografías de actividades en el aula, le pediremos autorización expresa y nunca publicaremos imágenes en las que se pueda identificar a estudiantes menores de edad.</p><p>Los contenidos que publicamos en nuestras redes pertenecen a la Editorial o a sus autores. Puede compartirlos con las herramientas de cada red, manteniendo la mención a su origen.</p>',
      },
      {
        id: 'contacto',
        heading: '8. Contacto',
        html: '<ul><li>Consultas sobre el Foro de Educadores y sus redes: foro@example.org</li><li>Consultas sobre datos personales: privacidad@example.org</li><li>Correo postal: al domicilio social indicado en el aviso legal.</li></ul><p>Podemos actualizar esta política cuando cambien nuestros perfiles o las condiciones de las redes sociales. La versión vigente es siempre la publicada en este portal.</p>',
      },
    ],
  },
  'home-2021': {
    title: 'Foro de Educadores 2021',
    intro:
      'Un encuentro al mes con expertos de Iberoamérica: conversaciones en directo, preguntas al ponente, debate con colegas y certificado de asistencia.',
  },
  'home-2022': {
    title: 'Foro de Educadores 2022',
    intro:
      'Rutas de aprendizaje con expertos, masterclass en directo, casos prácticos y foros con coaches para docentes de 14 países. Tu viaje empieza aquí.',
  },
};

const HOMES = ['home-2021', 'home-2022'];

export async function up(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  for (const [key, content] of Object.entries(pages)) {
    const exists = await db.selectFrom('site_pages').select('key').where('key', '=', key).executeTakeFirst();
    if (exists) continue;
    await db
      .insertInto('site_pages')
      .values({
        key,
        content_json: JSON.stringify(content),
        revision: 1,
        updated_at: HOMES.includes(key) ? now : LEGAL_TEXTS_DATE,
      })
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('site_pages').where('key', 'in', Object.keys(pages)).execute();
}
