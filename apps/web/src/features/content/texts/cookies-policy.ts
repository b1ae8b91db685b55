import type { LegalDocument } from './types';

/** Política de cookies del portal Foro de Educadores. Ruta: /politica-cookies */
export const cookiesPolicy: LegalDocument = {
  title: 'Política de cookies',
  updated: 'Última actualización: 1 de marzo de 2026',
  intro: [
    {
      kind: 'p',
      text: 'Esta política explica qué cookies y tecnologías similares utiliza el portal Foro de Educadores, gestionado por la Editorial a través de Compartir, para qué sirven y cómo puede aceptarlas, rechazarlas o eliminarlas.',
    },
  ],
  sections: [
    {
      id: 'que-son',
      heading: '1. ¿Qué son las cookies?',
      blocks: [
        {
          kind: 'p',
          text: 'Las cookies son pequeños archivos de texto que un sitio web guarda en su navegador cuando lo visita. Permiten, por ejemplo, mantener abierta su sesión mientras navega o recordar sus preferencias. Existen también tecnologías similares, como el almacenamiento local del navegador, que funcionan de forma parecida. En esta política llamamos «cookies» a todas ellas.',
        },
        {
          kind: 'ul',
          items: [
            'Cookies propias: las instala el propio portal.',
            'Cookies de terceros: las instala otra empresa, por ejemplo un proveedor de video.',
            'Cookies de sesión: se borran al cerrar el navegador.',
            'Cookies persistentes: permanecen durante un tiempo determinado.',
          ],
        },
      ],
    },
    {
      id: 'responsable',
      heading: '2. Responsable',
      blocks: [
        {
          kind: 'p',
          text: 'El responsable de las cookies propias es la Editorial (Compartir), con domicilio social indicado en el aviso legal. Puede escribirnos a privacidad@example.org. Los datos obtenidos mediante cookies se tratan según nuestra Política de privacidad.',
        },
      ],
    },
    {
      id: 'necesarias',
      heading: '3. Cookies estrictamente necesarias',
      blocks: [
        {
          kind: 'p',
          text: 'Son imprescindibles para que el portal funcione y sea seguro. No requieren su consentimiento y no se usan para analizar su comportamiento ni para publicidad:',
        },
        {
          kind: 'ul',
          items: [
            'Cookie de sesión (propia): identifica su sesión para que pueda iniciar sesión, avanzar por las rutas, participar en los foros y ver los encuentros sin volver a identificarse en cada página. Caduca al cerrar sesión o tras un periodo de inactividad.',
            'XSRF-TOKEN (propia): protege los formularios del portal frente a ataques de falsificación de solicitudes entre sitios. Contiene un código aleatorio y dura lo mismo que la sesión.',
            'Preferencia de consentimiento de cookies (almacenamiento local): recuerda si aceptó o rechazó las cookies de análisis, para no mostrarle el aviso en cada visita. Se conserva en su navegador hasta que la borre.',
          ],
        },
      ],
    },
    {
      id: 'analiticas',
      heading: '4. Cookies de análisis y medición',
      blocks: [
        {
          kind: 'p',
          text: 'Solo si usted las acepta, utilizamos cookies de análisis para conocer de forma estadística cómo se usa el portal: páginas más visitadas, duración de las visitas, dispositivo y país de conexión aproximados, o errores de carga. Esta información nos ayuda a mejorar los contenidos y el rendimiento, especialmente en conexiones lentas y teléfonos móviles.',
        },
        {
          kind: 'p',
          text: 'Estas cookies pueden ser instaladas por un proveedor de medición que actúa por cuenta de la Editorial. No las usamos para mostrarle publicidad ni para elaborar perfiles individuales. Si las rechaza, no se activarán y el portal funcionará igual.',
        },
      ],
    },
    {
      id: 'terceros',
      heading: '5. Reproductores de video y chat de terceros',
      blocks: [
        {
          kind: 'p',
          text: 'Los encuentros en vivo, sus grabaciones y algunas masterclass se emiten mediante reproductores de video y ventanas de chat de proveedores externos insertados en el portal. Cuando usted reproduce un encuentro o abre el chat, esos proveedores pueden instalar sus propias cookies, por ejemplo para ajustar la calidad del video, recordar el volumen o medir las reproducciones.',
        },
        {
          kind: 'p',
          text: 'Estas cookies dependen de cada proveedor y se rigen por sus propias políticas de privacidad y de cookies, que le recomendamos consultar. La Editorial no controla su contenido ni su duración.',
        },
      ],
    },
    {
      id: 'gestion',
      heading: '6. Cómo aceptar, rechazar o cambiar su elección',
      blocks: [
        {
          kind: 'p',
          text: 'La primera vez que visita el portal verá un aviso de cookies con dos opciones:',
        },
        {
          kind: 'ul',
          items: [
            'Aceptar: se activan las cookies de análisis además de las necesarias.',
            'Rechazar: solo se utilizan las cookies estrictamente necesarias.',
          ],
        },
        {
          kind: 'p',
          text: 'Rechazar es tan sencillo como aceptar, y su elección no limita el acceso a los encuentros, las rutas ni los foros. Puede cambiar de opinión en cualquier momento desde el enlace «Configuración de cookies» del pie de página o borrando los datos del sitio en su navegador: el aviso volverá a mostrarse y podrá elegir de nuevo.',
        },
      ],
    },
    {
      id: 'eliminar',
      heading: '7. Cómo eliminar o bloquear cookies en su navegador',
      blocks: [
        {
          kind: 'p',
          text: 'También puede borrar o bloquear las cookies desde la configuración de su navegador. Los nombres de los menús pueden variar según la versión:',
        },
        {
          kind: 'ul',
          items: [
            'Google Chrome: Configuración > Privacidad y seguridad > Borrar datos de navegación, o Cookies de terceros para bloquearlas.',
            'Mozilla Firefox: Ajustes > Privacidad & Seguridad > Cookies y datos del sitio > Limpiar datos.',
            'Microsoft Edge: Configuración > Privacidad, búsqueda y servicios > Borrar datos de exploración.',
            'Safari en Mac: Safari > Configuración > Privacidad > Gestionar datos de sitios web.',
            'Safari en iPhone o iPad: Ajustes > Safari > Borrar historial y datos de sitios web.',
            'Chrome en Android: menú de tres puntos > Configuración > Privacidad y seguridad > Borrar datos de navegación.',
          ],
        },
        {
          kind: 'p',
          text: 'Si bloquea todas las cookies, incluidas las necesarias, no podrá iniciar sesión ni usar las funciones reservadas a los miembros.',
        },
      ],
    },
    {
      id: 'cambios',
      heading: '8. Actualizaciones de esta política',
      blocks: [
        {
          kind: 'p',
          text: 'Podemos modificar esta política si cambian las cookies que utilizamos o la normativa aplicable. Publicaremos la versión vigente con su fecha de actualización y, si incorporamos nuevas cookies que requieran consentimiento, le volveremos a pedir su elección mediante el aviso de cookies.',
        },
      ],
    },
    {
      id: 'contacto',
      heading: '9. Contacto',
      blocks: [
        {
          kind: 'p',
          text: 'Si tiene dudas sobre esta política, escríbanos a privacidad@example.org o a foro@example.org.',
        },
      ],
    },
  ],
};
