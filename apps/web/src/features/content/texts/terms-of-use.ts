import type { LegalDocument } from './types';

/** Condiciones de uso del portal Foro de Educadores. Ruta: /condiciones-de-uso */
export const termsOfUse: LegalDocument = {
  title: 'Condiciones de uso',
  updated: 'Última actualización: 1 de marzo de 2026',
  intro: [
    {
      kind: 'p',
      text: 'Estas condiciones regulan el acceso y el uso del portal Foro de Educadores, gestionado por la Editorial a través de Compartir, su programa de servicios para instituciones educativas. Al registrarse o utilizar el portal, usted declara haberlas leído y aceptado. Si no está de acuerdo, le pedimos que no lo utilice.',
    },
  ],
  sections: [
    {
      id: 'objeto',
      heading: '1. Objeto del portal',
      blocks: [
        {
          kind: 'p',
          text: 'El Foro de Educadores es una comunidad de formación e intercambio profesional para docentes, directivos y personal de centros educativos de América Latina. Ofrece, entre otros servicios:',
        },
        {
          kind: 'ul',
          items: [
            'Encuentros mensuales en vivo con expertos, con video, chat, envío de preguntas, foro, calendario y certificado de asistencia.',
            'Rutas de aprendizaje guiadas (ejes) de 8 paradas, con masterclass, pruebas de casos prácticos, foros acompañados por coaches y certificado de ruta.',
            'Un perfil personal con su avance y su posición en el ranking.',
            'Sorteos y premios, que se rigen por sus propias bases legales.',
          ],
        },
      ],
    },
    {
      id: 'acceso',
      heading: '2. Quién puede registrarse',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Personas mayores de edad que trabajen como docentes, directivos o personal de centros educativos en Argentina, Bolivia, Chile, Colombia, Costa Rica, Ecuador, El Salvador, Guatemala, Honduras, México, Nicaragua, Panamá, Perú, Uruguay o República Dominicana.',
            'El registro se realiza por invitación. Si no la ha recibido, puede solicitarla mediante el formulario de contacto; la Editorial podrá aceptarla o no según los criterios del programa.',
            'Sin necesidad de registro, cualquier persona puede ver la masterclass abierta indicando su correo electrónico y su país.',
          ],
        },
        {
          kind: 'p',
          text: 'Al confirmar sus datos, usted garantiza que son verdaderos, exactos y actuales, y se compromete a mantenerlos actualizados desde su perfil.',
        },
      ],
    },
    {
      id: 'cuenta',
      heading: '3. Cuenta y contraseña',
      blocks: [
        {
          kind: 'ul',
          items: [
            'La cuenta es personal e intransferible: no la comparta con otros colegas ni con su centro educativo.',
            'Elija una contraseña segura, guárdela de forma confidencial y cámbiela si sospecha que otra persona la conoce.',
            'Usted es responsable de la actividad realizada con su cuenta. Avísenos de inmediato en foro@example.org si detecta un uso no autorizado.',
            'Cierre la sesión cuando use dispositivos compartidos, como los de la sala de profesores.',
          ],
        },
      ],
    },
    {
      id: 'conducta',
      heading: '4. Normas de conducta en foros, chat y preguntas',
      blocks: [
        {
          kind: 'p',
          text: 'Los foros, el chat de los encuentros y las preguntas a los expertos son espacios profesionales. Al participar, usted se compromete a:',
        },
        {
          kind: 'ul',
          items: [
            'Tratar con respeto a los demás miembros, a los expertos, a los coaches y al EQUIPO COMPARTIR, aunque no comparta sus opiniones.',
            'No publicar contenidos ofensivos, discriminatorios, violentos, difamatorios ni contrarios a la ley.',
            'No hacer publicidad, promociones comerciales, campañas políticas ni enviar mensajes masivos o repetidos.',
            'No publicar datos personales de estudiantes ni de sus familias (nombres, fotografías, calificaciones, situaciones particulares), ni datos de otros colegas sin su permiso.',
            'No publicar contenidos de terceros protegidos por derechos de autor sin autorización, y citar las fuentes que utilice.',
            'Mantener los mensajes relacionados con el tema del encuentro o de la ruta.',
            'No suplantar a otras personas ni intentar alterar el ranking o los resultados de las pruebas.',
          ],
        },
      ],
    },
    {
      id: 'moderacion',
      heading: '5. Moderación y retirada de contenidos',
      blocks: [
        {
          kind: 'p',
          text: 'El EQUIPO COMPARTIR y los coaches moderan los espacios de participación. Podrán editar, ocultar o retirar, sin previo aviso, los mensajes y preguntas que incumplan estas normas. En caso de incumplimientos graves o reiterados, la Editorial podrá suspender temporalmente la cuenta o darla de baja. Si considera que un contenido es inadecuado, puede comunicarlo a foro@example.org.',
        },
        {
          kind: 'p',
          text: 'Usted conserva la autoría de sus mensajes, pero autoriza a la Editorial a mostrarlos en el portal mientras el espacio correspondiente esté publicado. Las opiniones expresadas por los miembros son de su exclusiva responsabilidad.',
        },
      ],
    },
    {
      id: 'propiedad-intelectual',
      heading: '6. Propiedad intelectual',
      blocks: [
        {
          kind: 'p',
          text: 'Los contenidos del portal (textos, videos de los encuentros, masterclass, materiales descargables, pruebas, diseños, logotipos y marcas) pertenecen a la Editorial o a sus autores y licenciantes, y están protegidos por la legislación de propiedad intelectual e industrial.',
        },
        {
          kind: 'ul',
          items: [
            'Puede usarlos para su formación personal y para su trabajo en el aula, sin fines comerciales.',
            'No está permitido descargarlos de forma masiva, grabar los encuentros, redistribuirlos, venderlos, publicarlos en otros sitios ni modificarlos sin autorización escrita.',
            'Al compartir un material en su centro, mantenga la mención a la autoría y al Foro de Educadores.',
          ],
        },
      ],
    },
    {
      id: 'certificados',
      heading: '7. Certificados',
      blocks: [
        {
          kind: 'p',
          text: 'El portal emite certificados de asistencia a los encuentros en vivo y certificados de finalización de las rutas, cuando se cumplen los requisitos indicados en cada caso (por ejemplo, asistir al encuentro o completar las 8 paradas y las pruebas de una ruta).',
        },
        {
          kind: 'p',
          text: 'Los certificados se generan con los datos que usted confirmó en su perfil, por lo que le recomendamos revisar que su nombre y apellidos estén correctamente escritos. Acreditan la participación en una actividad de formación de la Editorial; su reconocimiento oficial depende de las autoridades educativas de cada país.',
        },
      ],
    },
    {
      id: 'disponibilidad',
      heading: '8. Disponibilidad del servicio',
      blocks: [
        {
          kind: 'p',
          text: 'Procuramos que el portal esté disponible de forma continua, pero puede haber interrupciones por mantenimiento, fallas técnicas, problemas de conexión o causas ajenas a la Editorial. Las fechas y horarios de los encuentros pueden cambiar; en ese caso, lo informaremos en el calendario y por correo electrónico. La Editorial podrá modificar, ampliar o dejar de ofrecer servicios del portal, avisando con antelación razonable cuando sea posible.',
        },
      ],
    },
    {
      id: 'responsabilidad',
      heading: '9. Responsabilidad',
      blocks: [
        {
          kind: 'p',
          text: 'Los contenidos del portal tienen un fin formativo y no sustituyen el criterio profesional de cada educador ni las normas de su sistema educativo. En la medida permitida por la ley, la Editorial no responde de los daños derivados de interrupciones del servicio, del uso indebido del portal por parte de los miembros ni de los contenidos publicados por ellos. Nada de lo dispuesto limita los derechos que la legislación de protección al consumidor de su país le reconozca.',
        },
      ],
    },
    {
      id: 'enlaces',
      heading: '10. Enlaces a sitios de terceros',
      blocks: [
        {
          kind: 'p',
          text: 'El portal puede incluir enlaces o reproductores de sitios de terceros, como plataformas de video, redes sociales o recursos recomendados por los expertos. La Editorial no controla esos sitios ni se responsabiliza de sus contenidos o de sus políticas de privacidad, que le recomendamos revisar.',
        },
      ],
    },
    {
      id: 'baja',
      heading: '11. Baja y terminación',
      blocks: [
        {
          kind: 'p',
          text: 'Puede solicitar la baja de su cuenta en cualquier momento escribiendo a foro@example.org. Antes de hacerlo, descargue los certificados que desee conservar. La Editorial podrá dar de baja cuentas que incumplan estas condiciones, que contengan datos falsos o que permanezcan inactivas durante un periodo prolongado, así como finalizar el programa avisando previamente a los miembros.',
        },
      ],
    },
    {
      id: 'modificaciones',
      heading: '12. Modificaciones de estas condiciones',
      blocks: [
        {
          kind: 'p',
          text: 'Podemos actualizar estas condiciones. Publicaremos la versión vigente con su fecha de actualización y, si los cambios son importantes, se lo avisaremos por correo electrónico o en el portal. Si sigue usando el portal después de la entrada en vigor, se entenderá que acepta los cambios.',
        },
      ],
    },
    {
      id: 'ley-aplicable',
      heading: '13. Legislación aplicable',
      blocks: [
        {
          kind: 'p',
          text: 'Estas condiciones se rigen por la legislación del país del domicilio social de la Editorial, sin perjuicio de las normas imperativas de protección al consumidor y de protección de datos del país de residencia del miembro. Antes de acudir a los tribunales competentes, le invitamos a contactarnos para buscar una solución amistosa.',
        },
      ],
    },
    {
      id: 'contacto',
      heading: '14. Contacto',
      blocks: [
        {
          kind: 'p',
          text: 'Para cualquier consulta sobre estas condiciones, escriba a foro@example.org. Para cuestiones relativas a sus datos personales, escriba a privacidad@example.org.',
        },
      ],
    },
  ],
};
