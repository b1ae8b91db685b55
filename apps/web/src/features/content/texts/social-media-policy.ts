import type { LegalDocument } from './types';

/** Política de redes sociales del Foro de Educadores. Ruta: /politica-de-rrss */
export const socialMediaPolicy: LegalDocument = {
  title: 'Política de redes sociales',
  updated: 'Última actualización: 1 de marzo de 2026',
  intro: [
    {
      kind: 'p',
      text: 'La Editorial, a través de Compartir, mantiene perfiles oficiales en redes sociales para difundir las actividades del Foro de Educadores y conversar con la comunidad educativa. Esta política explica qué publicamos, cómo puede participar y cómo tratamos la información de quienes nos siguen.',
    },
  ],
  sections: [
    {
      id: 'perfiles',
      heading: '1. Perfiles oficiales',
      blocks: [
        {
          kind: 'p',
          text: 'Los perfiles oficiales de Compartir y del Foro de Educadores están en las siguientes redes:',
        },
        {
          kind: 'ul',
          items: ['Facebook', 'Twitter / X', 'Instagram', 'YouTube', 'LinkedIn'],
        },
        {
          kind: 'p',
          text: 'Solo son oficiales los perfiles enlazados desde el pie de página de este portal. Desconfíe de cuentas que usen nuestro nombre o logotipo sin figurar en él y, si las detecta, avísenos en foro@example.org.',
        },
      ],
    },
    {
      id: 'contenidos',
      heading: '2. ¿Qué publicamos?',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Anuncios de los encuentros mensuales en vivo con expertos: fecha, hora, tema y cómo participar.',
            'Fragmentos, resúmenes e ideas clave de los encuentros y de las masterclass.',
            'Novedades de las rutas de aprendizaje, recursos y materiales para el aula.',
            'Experiencias y buenas prácticas de la comunidad, siempre con autorización de sus autores.',
            'Información sobre sorteos y premios, remitiendo siempre a sus bases legales publicadas en el portal.',
            'Avisos de servicio, como cambios de horario o incidencias técnicas.',
          ],
        },
      ],
    },
    {
      id: 'participacion',
      heading: '3. Normas de participación',
      blocks: [
        {
          kind: 'p',
          text: 'Queremos que nuestras redes sean un espacio útil y respetuoso. Al comentar o mencionarnos, le pedimos que:',
        },
        {
          kind: 'ul',
          items: [
            'Trate con respeto a las demás personas, aunque no comparta sus opiniones.',
            'No publique insultos, amenazas, contenidos discriminatorios, violentos, sexuales ni ilegales.',
            'No haga publicidad, spam ni difunda enlaces engañosos o maliciosos.',
            'No publique datos personales propios ni ajenos, y nunca imágenes o información de estudiantes menores de edad.',
            'Respete los derechos de autor y cite las fuentes de los contenidos que comparta.',
            'Se mantenga en temas relacionados con la educación y con las actividades del Foro.',
          ],
        },
      ],
    },
    {
      id: 'moderacion',
      heading: '4. Moderación',
      blocks: [
        {
          kind: 'p',
          text: 'El EQUIPO COMPARTIR revisa los comentarios en nuestros perfiles. Podremos ocultar o eliminar los que incumplan estas normas o las condiciones de cada red social y, en casos graves o reiterados, bloquear al usuario o reportarlo a la plataforma. Moderar no significa censurar opiniones críticas: las respondemos siempre que se expresen con respeto.',
        },
        {
          kind: 'p',
          text: 'Procuramos responder en horario laboral y en un plazo razonable, pero no atendemos las redes las 24 horas. Las opiniones de los usuarios no representan la posición de la Editorial.',
        },
      ],
    },
    {
      id: 'datos-seguidores',
      heading: '5. Datos de seguidores',
      blocks: [
        {
          kind: 'p',
          text: 'Cuando usted sigue nuestros perfiles, comenta o nos envía un mensaje, la información de su perfil y sus interacciones se tratan según las condiciones y la política de privacidad de cada red social, que le recomendamos consultar. La Editorial solo accede a la información que la red pone a disposición de los administradores de una página, como su nombre de usuario, sus comentarios y estadísticas agregadas.',
        },
        {
          kind: 'ul',
          items: [
            'Usamos esa información únicamente para gestionar la relación con la comunidad en la propia red.',
            'No la incorporamos a las bases de datos del portal sin su consentimiento.',
            'Puede dejar de seguirnos o eliminar sus comentarios en cualquier momento con las herramientas de cada red.',
          ],
        },
      ],
    },
    {
      id: 'consultas-personales',
      heading: '6. Consultas sobre su cuenta o sus datos',
      blocks: [
        {
          kind: 'p',
          text: 'Por su seguridad, no respondemos en público consultas que requieran datos personales, como problemas de acceso a su cuenta, certificados, resultados de pruebas o premios. Si nos escribe sobre esos temas, le indicaremos el canal privado adecuado. Le pedimos que no publique en comentarios su correo electrónico, teléfono ni documento de identidad.',
        },
      ],
    },
    {
      id: 'contenido-compartido',
      heading: '7. Contenidos compartidos y etiquetas',
      blocks: [
        {
          kind: 'p',
          text: 'Si nos etiqueta o usa las etiquetas del Foro de Educadores, podremos compartir su publicación en nuestros perfiles citando su autoría, salvo que nos pida no hacerlo. Para difundir fotografías de actividades en el aula, le pediremos autorización expresa y nunca publicaremos imágenes en las que se pueda identificar a estudiantes menores de edad.',
        },
        {
          kind: 'p',
          text: 'Los contenidos que publicamos en nuestras redes pertenecen a la Editorial o a sus autores. Puede compartirlos con las herramientas de cada red, manteniendo la mención a su origen.',
        },
      ],
    },
    {
      id: 'contacto',
      heading: '8. Contacto',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Consultas sobre el Foro de Educadores y sus redes: foro@example.org',
            'Consultas sobre datos personales: privacidad@example.org',
            'Correo postal: al domicilio social indicado en el aviso legal.',
          ],
        },
        {
          kind: 'p',
          text: 'Podemos actualizar esta política cuando cambien nuestros perfiles o las condiciones de las redes sociales. La versión vigente es siempre la publicada en este portal.',
        },
      ],
    },
  ],
};
