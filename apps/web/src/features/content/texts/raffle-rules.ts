import type { LegalDocument } from './types';

/** Bases legales del sorteo de las rutas del Foro de Educadores 2022. Ruta: /bases-del-sorteo */
export const raffleRules: LegalDocument = {
  title: 'Bases legales del sorteo',
  updated: 'Última actualización: 1 de junio de 2022',
  intro: [
    {
      kind: 'p',
      text: 'Estas bases regulan el sorteo organizado para premiar la participación en las rutas de aprendizaje del Foro de Educadores 2022. La participación es gratuita y no requiere ninguna compra.',
    },
  ],
  sections: [
    {
      id: 'organizador',
      heading: '1. Organizador',
      blocks: [
        {
          kind: 'p',
          text: 'El sorteo lo organiza la Editorial, a través de Compartir, su programa de servicios para instituciones educativas, con domicilio social indicado en el aviso legal del portal. Para cualquier consulta sobre el sorteo puede escribir a foro@example.org.',
        },
      ],
    },
    {
      id: 'objeto',
      heading: '2. Objeto',
      blocks: [
        {
          kind: 'p',
          text: 'El objetivo del sorteo es reconocer y premiar el esfuerzo de los miembros que completan las rutas de aprendizaje del Foro de Educadores 2022 y de quienes enriquecen los foros de ruta con sus aportes.',
        },
      ],
    },
    {
      id: 'participantes',
      heading: '3. Quién puede participar',
      blocks: [
        {
          kind: 'p',
          text: 'Pueden participar las personas que cumplan todos estos requisitos:',
        },
        {
          kind: 'ul',
          items: [
            'Ser mayor de 18 años.',
            'Ser docente o directivo de un centro educativo.',
            'Estar registrado en el portal Foro de Educadores con sus datos confirmados y veraces.',
            'Residir en uno de los 15 países del programa: Argentina, Bolivia, Chile, Colombia, Costa Rica, Ecuador, El Salvador, Guatemala, Honduras, México, Nicaragua, Panamá, Perú, Uruguay o República Dominicana.',
          ],
        },
        {
          kind: 'p',
          text: 'No pueden participar los empleados del organizador ni de las empresas de su grupo, ni los usuarios del portal con el rol EQUIPO COMPARTIR.',
        },
      ],
    },
    {
      id: 'premios',
      heading: '4. Premios',
      blocks: [
        {
          kind: 'p',
          text: 'Se sortean dos premios, con 2 ganadores en total (un premio por ganador):',
        },
        {
          kind: 'ul',
          items: [
            'Una tablet, con un valor aproximado de 679 euros, entre los miembros que finalicen una ruta y descarguen su certificado.',
            'Un reloj inteligente (smartwatch), con un valor aproximado de 429 euros, entre los miembros con mayor participación en el foro de la ruta.',
          ],
        },
        {
          kind: 'p',
          text: 'El valor indicado es orientativo y puede variar en cada país según la moneda local, el modelo disponible y los costos de importación.',
        },
      ],
    },
    {
      id: 'mecanica',
      heading: '5. Cómo participar',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Sorteo de la tablet: participan automáticamente los miembros que completen las 8 paradas de una ruta del Foro de Educadores 2022 y descarguen su certificado de ruta dentro del periodo de participación.',
            'Sorteo del smartwatch: participan los miembros con mayor número de aportes válidos en el foro de la ruta al cierre del periodo, según el ranking de participación del portal. No se contabilizan los mensajes retirados por moderación, repetidos o sin relación con el tema.',
          ],
        },
        {
          kind: 'p',
          text: 'No es necesario inscribirse por separado. Cada miembro participa con una sola entrada por sorteo, independientemente del número de rutas que complete o de mensajes que publique.',
        },
      ],
    },
    {
      id: 'periodo',
      heading: '6. Periodo de participación',
      blocks: [
        {
          kind: 'p',
          text: 'El periodo de participación comenzó con la apertura de las rutas del Foro de Educadores 2022 y se ha ampliado hasta el 15 de junio de 2022, a las 23:59 (hora de cada país). Las rutas completadas, los certificados descargados y los mensajes publicados después de esa fecha no se tendrán en cuenta.',
        },
      ],
    },
    {
      id: 'seleccion',
      heading: '7. Selección y comunicación de los ganadores',
      blocks: [
        {
          kind: 'p',
          text: 'Los ganadores se elegirán al azar entre todas las participaciones que cumplan los requisitos de estas bases, mediante un sistema de selección aleatoria que garantice la igualdad de oportunidades. En el mismo acto se elegirán ganadores de reserva para cada premio.',
        },
        {
          kind: 'p',
          text: 'El 22 de junio de 2022 se comunicará el resultado a los ganadores por correo electrónico, a la dirección registrada en el portal. Una misma persona no podrá obtener más de un premio. Con el consentimiento de los ganadores, el organizador podrá publicar su nombre y país en el portal y en sus redes sociales.',
        },
      ],
    },
    {
      id: 'aceptacion-premio',
      heading: '8. Aceptación del premio',
      blocks: [
        {
          kind: 'p',
          text: 'Cada ganador dispondrá de 48 horas desde el envío del correo electrónico para aceptar el premio respondiendo a ese mensaje, confirmar su identidad e indicar la dirección postal de entrega. Si no responde en ese plazo, renuncia al premio o no cumple los requisitos, el premio se asignará al ganador de reserva, que dispondrá del mismo plazo para aceptarlo. Si ningún ganador de reserva lo acepta, el premio podrá declararse desierto.',
        },
      ],
    },
    {
      id: 'entrega',
      heading: '9. Entrega del premio',
      blocks: [
        {
          kind: 'p',
          text: 'El organizador gestionará la entrega del premio en un plazo de 2 días hábiles desde la aceptación, en la dirección indicada por el ganador dentro de su país de residencia. Los costos de envío corren por cuenta del organizador. El organizador no se responsabiliza de los retrasos atribuibles a la empresa de transporte, a trámites aduaneros o a datos de entrega incorrectos.',
        },
      ],
    },
    {
      id: 'condiciones-premio',
      heading: '10. Condiciones de los premios',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Los premios son personales e intransferibles.',
            'No pueden canjearse por dinero en efectivo ni por otro producto a elección del ganador.',
            'Si por causas ajenas al organizador un premio no estuviera disponible, podrá sustituirse por otro de características y valor similares.',
            'La garantía de los productos es la ofrecida por su fabricante.',
          ],
        },
      ],
    },
    {
      id: 'fiscalidad',
      heading: '11. Fiscalidad',
      blocks: [
        {
          kind: 'p',
          text: 'Los premios están sujetos a la normativa fiscal del país de residencia del ganador. El organizador practicará las retenciones o ingresos a cuenta que, en su caso, exija la ley, y el ganador asumirá los impuestos que le correspondan personalmente por la obtención del premio. Para ello, el organizador podrá solicitarle su documento de identidad.',
        },
      ],
    },
    {
      id: 'proteccion-datos',
      heading: '12. Protección de datos',
      blocks: [
        {
          kind: 'p',
          text: 'Los datos de los participantes (nombre, apellidos, correo electrónico, país, avance en las rutas y participación en los foros) y, en el caso de los ganadores, su documento de identidad y dirección de entrega, se tratarán con la única finalidad de gestionar el sorteo, comunicar el resultado y entregar los premios.',
        },
        {
          kind: 'p',
          text: 'Finalizado el sorteo, los datos se conservarán bloqueados durante 6 meses para atender posibles reclamaciones y después se eliminarán. Puede ejercer sus derechos de acceso, rectificación, cancelación u oposición y los demás reconocidos en la Política de privacidad escribiendo a privacidad@example.org.',
        },
      ],
    },
    {
      id: 'fraude',
      heading: '13. Uso fraudulento',
      blocks: [
        {
          kind: 'p',
          text: 'El organizador podrá excluir del sorteo, incluso después de comunicado el resultado, a quien participe de forma fraudulenta o contraria a estas bases: por ejemplo, mediante cuentas duplicadas, datos falsos, mensajes masivos o sin contenido para aumentar su participación en el foro, o cualquier manipulación del portal o del ranking.',
        },
      ],
    },
    {
      id: 'aceptacion-bases',
      heading: '14. Aceptación de las bases y legislación aplicable',
      blocks: [
        {
          kind: 'p',
          text: 'La participación en el sorteo implica la aceptación íntegra de estas bases. El organizador podrá modificarlas por causas justificadas, publicando los cambios en el portal sin perjudicar a los participantes. Estas bases se rigen por la legislación del país del domicilio social del organizador, sin perjuicio de las normas imperativas del país de residencia de cada participante.',
        },
      ],
    },
  ],
};
