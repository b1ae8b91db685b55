/**
 * Demo content of the three learning routes ("ejes") of `demoAxes`: their expert, the eight stops of
 * each journey, the coaches who moderate the route forum and the related content. All people are
 * fictional; opening days are relative to the seed.
 */
import type { DemoAxisContent } from './demo-content-types.ts';

const MEDIA = '/media/demo';
const LOOP = `${MEDIA}/encuentro-loop.mp4`;
const DOC = `${MEDIA}/documento-del-encuentro.pdf`;
const SUMM = `${MEDIA}/resumen-del-encuentro.pdf`;
const PRESENTATION = `${MEDIA}/presentacion-del-encuentro.pdf`;
const RESOURCES = 'https://recursos.example.org/ejes';

/** The illustration of stop N (1..8), shared between routes. */
const stopImage = (n: number) => `${MEDIA}/parada-${n}.svg`;

/** The backgrounds of a stop screen, taken from meeting banner N (1..5). */
function backgrounds(n: number) {
  return {
    bg_desk: `${MEDIA}/encuentro-${n}-desktop.svg`,
    bg_tablet: `${MEDIA}/encuentro-${n}-tablet.svg`,
    bg_mobile: `${MEDIA}/encuentro-${n}-mobile.svg`,
  };
}

const video = () => [{ url: LOOP, iframe_type: 'video' as const }];

const CERTIFICATE_DRAW = '<p>Recuerda que si completas el viaje entrarás en el sorteo de una Tablet.</p>';

export const demoAxisContents: DemoAxisContent[] = [
  // 1. Main route: open for 30 days, every stop already open.
  {
    axisSlug: 'claves-para-conectar-con-tus-estudiantes',
    expert: {
      speaker_gender: 'f',
      speaker_image: `${MEDIA}/ponente-3.svg`,
      speaker_image_rwd: `${MEDIA}/ponente-3.svg`,
      speaker_ln: 'https://www.linkedin.com/in/valentina-rios-carvajal',
      speaker_fb: '',
      speaker_tw: '',
      speaker_yt: 'https://www.youtube.com/@valentinarios-psicopedagogia',
      speaker_name_axis_page: 'Valentina Ríos Carvajal',
      speaker_excerpt:
        'Psicopedagoga y magíster en Educación, con más de quince años de experiencia acompañando a docentes en temas de convivencia y vínculo pedagógico. Fue maestra de primaria y orientadora escolar en instituciones públicas de Medellín antes de dedicarse a la formación docente. Hoy coordina programas de desarrollo socioemocional en redes de escuelas de varios países de la región. Está convencida de que las relaciones de confianza son la base sobre la que se construye cualquier aprendizaje.',
    },
    steps: [
      {
        step_count: 1,
        kind: 'stop',
        slug: 'escuchar-para-conectar',
        title: 'Escuchar para conectar',
        intro:
          'Descubre por qué la escucha atenta es el punto de partida de cualquier vínculo pedagógico y cómo practicarla en el día a día del aula.',
        image: stopImage(1),
        openDays: -30,
        type_text: 'Lectura',
        type_btn: 'ver',
        text_btn: 'Ir a la parada',
        step_inner_text_type: 'Para leer',
        title_inner: '',
        intro_inner: '',
        text_inner:
          '<p>Muchas veces creemos que conectar con los estudiantes depende de tener carisma o de contar con mucho tiempo libre. Sin embargo, la investigación educativa y la experiencia de miles de docentes coinciden en algo más sencillo: el vínculo empieza cuando un estudiante siente que alguien lo escucha de verdad.</p>' +
          '<h2>¿Qué significa escuchar en el aula?</h2>' +
          '<p>Escuchar no es solo esperar a que el otro termine de hablar. Es prestar atención a lo que dice, a cómo lo dice y también a lo que calla. Un comentario aparentemente fuera de lugar, un silencio prolongado o un cambio de actitud pueden ser mensajes que vale la pena atender.</p>' +
          '<h3>Tres prácticas para empezar</h3>' +
          '<ul>' +
          '<li><strong>Haz una pausa antes de responder.</strong> Cuenta mentalmente hasta tres antes de contestar una pregunta o un comentario. Ese pequeño silencio le dice al estudiante que su aporte merece ser pensado.</li>' +
          '<li><strong>Parafrasea.</strong> Repite con tus palabras lo que entendiste: «Entonces, lo que te preocupa es…». Así confirmas que comprendiste y el estudiante se siente tomado en cuenta.</li>' +
          '<li><strong>Pregunta con curiosidad genuina.</strong> Cambia el «¿entendieron?» por preguntas abiertas como «¿qué te hizo pensar eso?» o «¿cómo lo resolverías tú?».</li>' +
          '</ul>' +
          '<blockquote>Un estudiante que se siente escuchado se anima a preguntar, a equivocarse y, por lo tanto, a aprender.</blockquote>' +
          '<p>La escucha también tiene límites: no se trata de resolver todos los problemas de cada estudiante, sino de mostrar disponibilidad y saber cuándo derivar a otros profesionales de la escuela. En las próximas paradas verás cómo convertir esta actitud en rutinas concretas.</p>',
        iframes: [],
        buttons: [{ url: DOC, btn_text: 'Descargar la lectura' }],
        ...backgrounds(1),
      },
      {
        step_count: 2,
        kind: 'stop',
        slug: 'los-primeros-minutos',
        title: 'Los primeros minutos de la clase',
        intro:
          'Mira cómo un saludo personalizado y una breve rutina de inicio pueden cambiar el clima de toda la jornada.',
        image: stopImage(2),
        openDays: -26,
        type_text: 'Vídeo',
        type_btn: 'ver',
        text_btn: 'Ir a la parada',
        step_inner_text_type: 'Para ver',
        title_inner: '',
        intro_inner: '',
        text_inner:
          '<p>Los primeros minutos de una clase marcan el tono de todo lo que viene después. En este vídeo, la experta comparte ejemplos de docentes que transformaron el inicio de sus clases con gestos sencillos y sostenidos en el tiempo.</p>' +
          '<h2>Ideas que verás en el vídeo</h2>' +
          '<ul>' +
          '<li><strong>El saludo en la puerta.</strong> Recibir a cada estudiante por su nombre, con una sonrisa o un gesto acordado con el grupo, comunica «te estaba esperando».</li>' +
          '<li><strong>La pregunta del día.</strong> Una pregunta breve y ligera («¿qué canción te acompañó esta mañana?») permite que todos hablen antes de entrar en el contenido.</li>' +
          '<li><strong>El termómetro emocional.</strong> Los estudiantes indican con una señal cómo llegan hoy. No hace falta comentar cada respuesta: basta con observar y acercarse luego a quien lo necesite.</li>' +
          '</ul>' +
          '<h3>Mientras miras, pregúntate</h3>' +
          '<ol>' +
          '<li>¿Cómo inicio hoy mis clases y qué mensaje transmite ese inicio?</li>' +
          '<li>¿Qué rutina de las presentadas podría adaptar a la edad de mis estudiantes?</li>' +
          '<li>¿Cuánto tiempo real puedo dedicarle sin descuidar la planificación?</li>' +
          '</ol>' +
          '<p>Recuerda que la clave no está en la rutina elegida, sino en la constancia. Un saludo que se repite todos los días construye más confianza que una actividad espectacular que se hace una sola vez. Después de ver el vídeo, elige una idea y pruébala durante una semana completa.</p>',
        iframes: video(),
        buttons: [{ url: `${RESOURCES}/conectar/rutinas-de-bienvenida`, btn_text: 'Ver ideas de rutinas' }],
        ...backgrounds(2),
      },
      {
        step_count: 3,
        kind: 'stop',
        slug: 'conoce-a-tu-grupo',
        title: 'Conoce a tu grupo',
        intro:
          'Elabora un mapa de intereses de tu grupo para descubrir qué motiva a tus estudiantes y usarlo en tus planificaciones.',
        image: stopImage(3),
        openDays: -22,
        type_text: 'Actividad',
        type_btn: 'ver',
        text_btn: 'Ir a la parada',
        step_inner_text_type: 'Para hacer',
        title_inner: '',
        intro_inner: '',
        text_inner:
          '<p>Conectar con los estudiantes requiere conocerlos más allá de sus calificaciones. En esta actividad te proponemos construir un <strong>mapa de intereses</strong>: una herramienta sencilla para descubrir qué les apasiona, qué les preocupa y cómo prefieren aprender.</p>' +
          '<h2>Paso a paso</h2>' +
          '<ol>' +
          '<li><strong>Prepara tres preguntas.</strong> Por ejemplo: «¿Qué haces en tu tiempo libre?», «¿Qué te gustaría aprender este año que no esté en ningún libro?» y «¿Qué te ayuda a concentrarte en clase?».</li>' +
          '<li><strong>Recoge las respuestas.</strong> Puedes usar tarjetas de papel, una hoja compartida o una conversación en círculo. Asegúrate de que quien prefiera responder de forma anónima pueda hacerlo.</li>' +
          '<li><strong>Agrupa y visualiza.</strong> Organiza las respuestas por temas comunes en un cartel o en una tabla. Verás aparecer patrones: deportes, música, videojuegos, cuidado de animales, emprendimientos familiares…</li>' +
          '<li><strong>Conecta con tus contenidos.</strong> Elige dos intereses del grupo y piensa cómo incorporarlos en tus próximas clases: un problema de matemáticas sobre un torneo, una lectura sobre un músico, un debate sobre el cuidado de las mascotas.</li>' +
          '</ol>' +
          '<h3>Para tener en cuenta</h3>' +
          '<ul>' +
          '<li>Actualiza el mapa cada cierto tiempo: los intereses cambian, sobre todo en la adolescencia.</li>' +
          '<li>Presta atención a quienes responden poco; a veces necesitan otra forma de expresarse, como dibujar.</li>' +
          '<li>Comparte el mapa con el grupo: verse reflejados en él ya es una forma de reconocimiento.</li>' +
          '</ul>' +
          '<p>Cuando termines, cuéntanos en el foro de la ruta qué descubriste de tu grupo y qué idea piensas llevar al aula.</p>',
        iframes: [],
        buttons: [
          { url: PRESENTATION, btn_text: 'Descargar la plantilla' },
          {
            url: `${RESOURCES}/conectar/ejemplos-de-mapas-de-intereses`,
            btn_text: 'Ver ejemplos de otros docentes',
          },
        ],
        ...backgrounds(3),
      },
      {
        step_count: 4,
        kind: 'stop',
        slug: 'empatia-y-reconocimiento',
        title: 'Empatía y reconocimiento',
        intro:
          'Reflexiona sobre cómo tus palabras y gestos pueden hacer que cada estudiante se sienta visto y valorado.',
        image: stopImage(4),
        openDays: -18,
        type_text: 'Reflexión',
        type_btn: 'ver',
        text_btn: 'Ir a la parada',
        step_inner_text_type: 'Para reflexionar',
        title_inner: '',
        intro_inner: '',
        text_inner:
          '<p>Todos recordamos a algún docente que nos hizo sentir capaces. Probablemente no recordamos con exactitud qué nos enseñó, pero sí cómo nos hizo sentir. Esa experiencia tiene nombre: <strong>reconocimiento</strong>.</p>' +
          '<h2>Reconocer no es lo mismo que elogiar</h2>' +
          '<p>Un «¡muy bien!» genérico dura poco. El reconocimiento efectivo es específico y se centra en el esfuerzo, en las estrategias y en el progreso, no en cualidades fijas como «ser inteligente». Compara estas dos frases:</p>' +
          '<ul>' +
          '<li>«Eres muy bueno en matemáticas».</li>' +
          '<li>«Probaste tres caminos distintos hasta encontrar la solución; esa perseverancia es la que te hizo avanzar».</li>' +
          '</ul>' +
          '<p>La segunda le muestra al estudiante qué hizo bien y cómo puede repetirlo.</p>' +
          '<h3>La empatía en la práctica</h3>' +
          '<p>Ser empático no significa estar de acuerdo con todo ni bajar las expectativas. Significa intentar comprender la situación del otro antes de juzgarla. Detrás de una tarea sin entregar puede haber un hermano menor que cuidar, una conexión a internet que falla o un mal momento en casa.</p>' +
          '<blockquote>Las expectativas altas y el trato cálido no se oponen: juntos forman la base de un aula donde todos pueden aprender.</blockquote>' +
          '<h3>Preguntas para tu reflexión</h3>' +
          '<ol>' +
          '<li>¿A qué estudiantes reconozco con más frecuencia? ¿Hay alguien a quien casi nunca le digo nada positivo?</li>' +
          '<li>¿Mis comentarios destacan el proceso o solo el resultado?</li>' +
          '<li>¿Qué situación reciente podría haber manejado con más empatía?</li>' +
          '</ol>' +
          '<p>Te sugerimos escribir tus respuestas en un cuaderno de práctica. Volver a ellas al final de la ruta te permitirá ver cuánto has avanzado.</p>',
        iframes: [],
        buttons: [],
        ...backgrounds(4),
      },
      {
        step_count: 5,
        kind: 'masterclass',
        slug: 'masterclass-el-vinculo-que-ensena',
        title: 'Masterclass: el vínculo que enseña',
        intro:
          'Revive la clase magistral de Valentina Ríos Carvajal sobre la relación con tus estudiantes y comparte tus preguntas en el foro.',
        image: stopImage(5),
        openDays: -14,
        type_text: 'Masterclass',
        type_btn: 'masterclass',
        text_btn: 'Ver la masterclass',
        step_inner_text_type: 'Sobre la masterclass',
        title_inner: 'El vínculo que enseña: relaciones que transforman el aprendizaje',
        intro_inner:
          'Una clase magistral en vivo en la que la experta comparte investigaciones recientes, casos reales de aula y estrategias para construir relaciones de confianza con estudiantes de todas las edades.',
        text_inner:
          '<p>En esta masterclass, Valentina Ríos Carvajal retoma las ideas de las paradas anteriores (la escucha, los primeros minutos de clase, el conocimiento del grupo y el reconocimiento) y las integra en una propuesta para construir vínculos pedagógicos sólidos.</p>' +
          '<ul>' +
          '<li>Por qué el vínculo con el docente influye en la motivación y en el rendimiento.</li>' +
          '<li>Cómo sostener la cercanía en grupos numerosos.</li>' +
          '<li>Qué hacer cuando la relación con un estudiante se rompe.</li>' +
          '</ul>' +
          '<p>Si no pudiste conectarte en vivo, aquí encontrarás la grabación completa. Deja tus comentarios y preguntas en el foro de la ruta.</p>',
        iframes: video(),
        buttons: [{ url: PRESENTATION, btn_text: 'Descargar la presentación' }],
        masterclass: { days: -3, time: '15:00', time_zone: 'America/Bogota' },
        ...backgrounds(5),
      },
      {
        step_count: 6,
        kind: 'stop',
        slug: 'cuando-el-vinculo-se-tensa',
        title: 'Cuando el vínculo se tensa',
        intro:
          'Estrategias para reparar la relación después de un conflicto y mantener la conversación abierta con estudiantes que se alejan.',
        image: stopImage(6),
        openDays: -10,
        type_text: 'Ideas clave',
        type_btn: 'ver',
        text_btn: 'Ir a la parada',
        step_inner_text_type: 'Ideas para el aula',
        title_inner: '',
        intro_inner: '',
        text_inner:
          '<p>Incluso en las aulas con mejor clima aparecen conflictos: un desafío en público, una respuesta cortante, un estudiante que deja de participar. Lo importante no es evitar estas situaciones a toda costa, sino saber cómo <strong>reparar el vínculo</strong> después.</p>' +
          '<h2>Cinco ideas para reparar la relación</h2>' +
          '<ol>' +
          '<li><strong>Baja la intensidad en el momento.</strong> Evita discutir frente al grupo. Una frase como «Lo conversamos al final de la clase» protege a ambos.</li>' +
          '<li><strong>Busca un espacio privado.</strong> Conversa a solas, sin prisa y sin público. Cambia la pregunta «¿por qué hiciste eso?» por «¿qué pasó?».</li>' +
          '<li><strong>Separa a la persona de la conducta.</strong> Deja claro que lo que no aceptas es una acción concreta, no al estudiante.</li>' +
          '<li><strong>Reconoce tu parte.</strong> Si reaccionaste con enojo, dilo. Pedir disculpas no quita autoridad: enseña con el ejemplo.</li>' +
          '<li><strong>Acuerden un próximo paso.</strong> Cierra la conversación con un compromiso sencillo y realista para ambos, y haz seguimiento en los días siguientes.</li>' +
          '</ol>' +
          '<h3>Con quienes se alejan en silencio</h3>' +
          '<p>No todos los conflictos son ruidosos. Algunos estudiantes simplemente se desconectan: dejan de entregar trabajos, se sientan al fondo, evitan la mirada. Con ellos suele funcionar la estrategia de los <em>dos minutos durante diez días</em>: dedicar dos minutos diarios a conversar sobre cualquier tema que no sea la tarea, durante diez días seguidos. Es una inversión pequeña que muchas veces abre puertas.</p>' +
          '<blockquote>Reparar un vínculo también es enseñar: el estudiante aprende que los errores en una relación tienen arreglo.</blockquote>',
        iframes: [],
        buttons: [
          {
            url: `${RESOURCES}/conectar/guia-de-conversaciones-restaurativas`,
            btn_text: 'Descargar la guía',
          },
        ],
        ...backgrounds(1),
      },
      {
        step_count: 7,
        kind: 'test',
        slug: 'caso-practico',
        title: 'Caso práctico',
        intro: 'Pon a prueba lo aprendido analizando una situación real de aula y eligiendo cómo actuarías.',
        image: stopImage(7),
        openDays: -6,
        type_text: 'Caso práctico',
        type_btn: 'test',
        text_btn: 'Hacer el caso práctico',
        step_inner_text_type: 'Antes de empezar',
        title_inner: '',
        intro_inner: '',
        text_inner:
          '<p>Ha llegado el momento de aplicar lo que aprendiste en la ruta. Te presentamos el caso de Martina, una estudiante de octavo grado que dejó de participar en clase después de una discusión con su profesor frente al grupo.</p>' +
          '<p>Lee la situación con atención y responde las preguntas eligiendo la opción que mejor refleje las estrategias trabajadas: la escucha, el reconocimiento y la reparación del vínculo. No hay límite de tiempo y puedes volver a las paradas anteriores antes de responder.</p>' +
          '<p>Cuando completes el caso práctico, podrás descargar tu certificado en la última parada del viaje.</p>',
        iframes: [],
        buttons: [],
        ...backgrounds(2),
      },
      {
        step_count: 8,
        kind: 'certificate',
        slug: 'certificado',
        title: 'Tu certificado',
        intro: 'Llegaste al final del viaje. Descarga tu certificado de participación en la ruta.',
        image: stopImage(8),
        openDays: -2,
        type_text: 'Certificado',
        type_btn: 'certificado',
        text_btn: 'Descargar certificado',
        step_inner_text_type: '¡Lo lograste!',
        title_inner: '',
        intro_inner: '',
        text_inner:
          '<p><strong>¡Felicitaciones!</strong> Completaste la ruta «Claves para conectar con tus estudiantes». Tu certificado de participación está listo para descargar y compartir con tu comunidad educativa.</p>' +
          '<p>Gracias por dedicar tu tiempo a seguir aprendiendo. Lo que descubriste en estas paradas ya forma parte de tu práctica, y tus estudiantes lo notarán.</p>' +
          CERTIFICATE_DRAW,
        iframes: [],
        buttons: [],
        ...backgrounds(3),
      },
    ],
    coaches: [
      {
        userKey: 'coach',
        image: `${MEDIA}/coach-1.svg`,
        name: 'Lucía Herrera Campos',
        job: 'Coordinadora académica',
        bio: 'Coordinadora académica de una escuela secundaria en Querétaro, México, con dieciocho años de experiencia como docente de Español y tutora de grupo. Acompaña a profesores noveles y organiza espacios de formación entre colegas. En esta ruta modera el foro y responde tus dudas: le encanta conocer cómo cada docente adapta las ideas a su propia aula.',
      },
      {
        image: `${MEDIA}/coach-2.svg`,
        name: 'Mateo Gómez Arrieta',
        job: 'Profesor de Historia y tutor de convivencia',
        bio: 'Profesor de Historia en escuelas secundarias de Rosario, Argentina, y tutor de convivencia desde hace diez años. Ha coordinado programas de mediación entre pares y talleres sobre resolución de conflictos para estudiantes y familias. Cree que las mejores conversaciones en el aula empiezan con una buena pregunta y mucha paciencia para escuchar la respuesta.',
      },
      {
        image: `${MEDIA}/coach-3.svg`,
        name: 'Daniela Quispe Mamani',
        job: 'Orientadora escolar',
        bio: 'Orientadora escolar y licenciada en Psicología en El Alto, Bolivia. Trabaja con estudiantes de primaria y secundaria en proyectos de bienestar y acompaña a docentes en la atención de situaciones emocionales complejas. Ha impulsado círculos de diálogo en su comunidad educativa y disfruta compartir estrategias sencillas que cualquier docente puede aplicar al día siguiente.',
      },
    ],
    related: [
      {
        group: 'expert',
        title: 'El vínculo pedagógico como punto de partida',
        description:
          'Artículo de Valentina Ríos Carvajal sobre la relación entre confianza, motivación y aprendizaje.',
        url: `${RESOURCES}/conectar/experta/articulo-vinculo-pedagogico`,
      },
      {
        group: 'expert',
        title: 'Conversaciones en el aula',
        description:
          'Charla en vídeo en la que la experta comparte cinco hábitos para mejorar la comunicación con los estudiantes.',
        url: `${RESOURCES}/conectar/experta/charla-conversaciones-en-el-aula`,
      },
      {
        group: 'documentos',
        title: 'Guía de preguntas para conocer a tu grupo',
        description:
          'Un banco de preguntas para iniciar conversaciones significativas con estudiantes de distintas edades.',
        url: `${RESOURCES}/conectar/documentos/guia-de-preguntas-para-conocer-al-grupo`,
      },
      {
        group: 'documentos',
        title: 'Protocolo de conversaciones restaurativas',
        description: 'Pasos y frases de apoyo para conversar con un estudiante después de un conflicto.',
        url: `${RESOURCES}/conectar/documentos/protocolo-de-conversaciones-restaurativas`,
      },
      {
        group: 'documentos',
        title: 'Clima de aula: lista de autoobservación',
        description:
          'Una lista breve para revisar cómo tus rutinas diarias influyen en el clima de la clase.',
        url: `${RESOURCES}/conectar/documentos/lista-de-autoobservacion-del-clima-de-aula`,
      },
      {
        group: 'podcast',
        title: 'Lo que los estudiantes quieren que sepamos',
        description:
          'Un episodio con voces de adolescentes de varios países que cuentan qué los hace sentirse escuchados.',
        url: `${RESOURCES}/conectar/podcast/lo-que-los-estudiantes-quieren-que-sepamos`,
      },
      {
        group: 'podcast',
        title: 'Docentes que dejaron huella',
        description:
          'Maestros de la región recuerdan a los profesores que marcaron su vida y lo que aprendieron de ellos.',
        url: `${RESOURCES}/conectar/podcast/docentes-que-dejaron-huella`,
      },
      {
        group: 'animaciones',
        title: 'La escucha activa en tres minutos',
        description: 'Una animación breve que explica los pasos de la escucha activa con ejemplos de aula.',
        url: `${RESOURCES}/conectar/animaciones/escucha-activa-en-tres-minutos`,
      },
      {
        group: 'animaciones',
        title: '¿Elogio o reconocimiento?',
        description:
          'Una animación que muestra la diferencia entre un elogio genérico y un reconocimiento específico.',
        url: `${RESOURCES}/conectar/animaciones/elogio-o-reconocimiento`,
      },
      {
        group: 'videos',
        title: 'Un día con una maestra rural',
        description:
          'Un recorrido por la jornada de una docente que construye vínculos con estudiantes de varios grados a la vez.',
        url: `${RESOURCES}/conectar/videos/un-dia-con-una-maestra-rural`,
      },
      {
        group: 'videos',
        title: 'Rutinas de bienvenida en secundaria',
        description: 'Docentes de secundaria muestran cómo inician sus clases con grupos de adolescentes.',
        url: `${RESOURCES}/conectar/videos/rutinas-de-bienvenida-en-secundaria`,
      },
      {
        group: 'videos',
        title: 'El círculo de diálogo paso a paso',
        description: 'Una guía en vídeo para organizar círculos de conversación con tu grupo.',
        url: `${RESOURCES}/conectar/videos/circulo-de-dialogo-paso-a-paso`,
      },
    ],
  },

  // 2. Opened 5 days ago: stops 1 and 2 open, the rest open week by week.
  {
    axisSlug: 'aprendizaje-basado-en-proyectos',
    expert: {
      speaker_gender: 'm',
      speaker_image: `${MEDIA}/ponente-2.svg`,
      speaker_image_rwd: `${MEDIA}/ponente-2.svg`,
      speaker_ln: 'https://www.linkedin.com/in/andres-bustamante-leal',
      speaker_fb: '',
      speaker_tw: '',
      speaker_yt: '',
      speaker_name_axis_page: 'Andrés Bustamante Leal',
      speaker_excerpt:
        'Licenciado en Educación Secundaria y maestro en Innovación Educativa. Durante doce años enseñó Ciencias en escuelas públicas de Guadalajara, donde impulsó proyectos escolares sobre agua, huertos y energía que involucraron a toda la comunidad. Hoy coordina un área de innovación pedagógica que acompaña a docentes de primaria y secundaria en el diseño de proyectos interdisciplinarios. Le gusta repetir que los estudiantes aprenden más cuando sienten que su trabajo sirve para algo.',
    },
    steps: [
      {
        step_count: 1,
        kind: 'stop',
        slug: 'que-es-un-proyecto',
        title: '¿Qué es un proyecto?',
        intro:
          'Conoce los rasgos que distinguen un verdadero proyecto de aprendizaje de una actividad o de una tarea más larga de lo habitual.',
        image: stopImage(1),
        openDays: -5,
        type_text: 'Lectura',
        type_btn: 'ver',
        text_btn: 'Ir a la parada',
        step_inner_text_type: 'Para leer',
        title_inner: '',
        intro_inner: '',
        text_inner:
          '<p>En muchas escuelas se llama «proyecto» a cualquier trabajo largo: una maqueta, un cartel, una investigación para entregar al final del trimestre. El <strong>aprendizaje basado en proyectos</strong> (ABP) es algo distinto: es una forma de organizar la enseñanza en torno a un desafío real que los estudiantes investigan y resuelven durante un periodo prolongado.</p>' +
          '<h2>Los rasgos de un buen proyecto</h2>' +
          '<ul>' +
          '<li><strong>Un problema o pregunta desafiante</strong> que no tiene una única respuesta correcta.</li>' +
          '<li><strong>Indagación sostenida:</strong> los estudiantes formulan preguntas, buscan información, prueban y vuelven a preguntar.</li>' +
          '<li><strong>Autenticidad:</strong> el tema se conecta con la vida de los estudiantes o con necesidades de su comunidad.</li>' +
          '<li><strong>Voz y elección:</strong> el grupo toma decisiones sobre cómo trabajar y qué producir.</li>' +
          '<li><strong>Reflexión y revisión:</strong> hay momentos para dar y recibir retroalimentación y mejorar el trabajo.</li>' +
          '<li><strong>Un producto público</strong> que se presenta ante una audiencia más allá del docente.</li>' +
          '</ul>' +
          '<h3>El proyecto como plato principal</h3>' +
          '<p>Una metáfora útil: en el ABP el proyecto no es el postre que se sirve al final de la unidad, sino el plato principal. Los contenidos del currículo se aprenden <em>mientras</em> se desarrolla el proyecto, porque se necesitan para resolverlo.</p>' +
          '<blockquote>Si los estudiantes pueden completar el proyecto sin aprender nada nuevo, no es un proyecto: es una actividad de aplicación.</blockquote>' +
          '<p>En las siguientes paradas verás cómo formular una buena pregunta, planificar las etapas y organizar equipos que colaboren de verdad.</p>',
        iframes: [],
        buttons: [{ url: DOC, btn_text: 'Descargar la lectura' }],
        ...backgrounds(2),
      },
      {
        step_count: 2,
        kind: 'stop',
        slug: 'la-pregunta-motriz',
        title: 'La pregunta motriz',
        intro:
          'Aprende a formular la pregunta que pone en marcha el proyecto y despierta la curiosidad de tu grupo.',
        image: stopImage(2),
        openDays: -1,
        type_text: 'Vídeo',
        type_btn: 'ver',
        text_btn: 'Ir a la parada',
        step_inner_text_type: 'Para ver',
        title_inner: '',
        intro_inner: '',
        text_inner:
          '<p>Todo proyecto nace de una <strong>pregunta motriz</strong>: una pregunta abierta que da sentido al trabajo y orienta la investigación del grupo. En este vídeo, Andrés Bustamante Leal muestra ejemplos de preguntas que funcionaron en escuelas de primaria y secundaria, y otras que hubo que reformular.</p>' +
          '<h2>¿Cómo reconocer una buena pregunta motriz?</h2>' +
          '<ul>' +
          '<li>Es <strong>abierta</strong>: admite varias respuestas posibles y no se resuelve con una búsqueda rápida.</li>' +
          '<li>Es <strong>comprensible</strong> para los estudiantes, porque está escrita en su lenguaje.</li>' +
          '<li>Es <strong>retadora pero alcanzable</strong> con los recursos y el tiempo disponibles.</li>' +
          '<li>Está <strong>conectada con el currículo</strong>: responderla exige aprender los contenidos previstos.</li>' +
          '</ul>' +
          '<h3>De la pregunta cerrada a la pregunta motriz</h3>' +
          '<p>Observa cómo cambia una misma idea:</p>' +
          '<ul>' +
          '<li><em>Cerrada:</em> «¿Cuáles son las fuentes de contaminación del agua?»</li>' +
          '<li><em>Motriz:</em> «¿Cómo podemos lograr que el agua de nuestro barrio llegue más limpia al río?»</li>' +
          '</ul>' +
          '<p>La segunda invita a investigar, a salir del aula, a proponer soluciones y a comunicarlas a otros.</p>' +
          '<p>Después de ver el vídeo, escribe un primer borrador de pregunta motriz para un proyecto que te gustaría desarrollar este año. No te preocupes si no es perfecta: en la próxima parada la pondrás a prueba.</p>',
        iframes: video(),
        buttons: [
          {
            url: `${RESOURCES}/proyectos/banco-de-preguntas-motrices`,
            btn_text: 'Ver el banco de preguntas',
          },
        ],
        ...backgrounds(3),
      },
      {
        step_count: 3,
        kind: 'stop',
        slug: 'planifica-tu-proyecto',
        title: 'Planifica tu proyecto',
        intro:
          'Organiza las etapas de tu proyecto en un calendario realista, con hitos, productos parciales y momentos de retroalimentación.',
        image: stopImage(3),
        openDays: 3,
        type_text: 'Actividad',
        type_btn: 'ver',
        text_btn: 'Ir a la parada',
        step_inner_text_type: 'Para hacer',
        title_inner: '',
        intro_inner: '',
        text_inner:
          '<p>Un buen proyecto necesita una planificación flexible pero clara. En esta actividad diseñarás el calendario de tu proyecto a partir de la pregunta motriz que escribiste en la parada anterior.</p>' +
          '<h2>Las cuatro etapas</h2>' +
          '<ol>' +
          '<li><strong>Lanzamiento.</strong> Presenta el desafío con un evento que despierte la curiosidad: una visita, un invitado, una noticia, un objeto misterioso. Registra las preguntas iniciales del grupo.</li>' +
          '<li><strong>Investigación.</strong> Los equipos buscan información, entrevistan, experimentan. Aquí enseñas los contenidos que necesitan, en el momento en que los necesitan.</li>' +
          '<li><strong>Elaboración y revisión.</strong> Los equipos crean borradores del producto y reciben retroalimentación de sus compañeros y del docente para mejorarlos.</li>' +
          '<li><strong>Presentación y cierre.</strong> Se comparte el producto con una audiencia real y se reflexiona sobre lo aprendido.</li>' +
          '</ol>' +
          '<h3>Tu tarea</h3>' +
          '<ul>' +
          '<li>Define la duración total del proyecto: para empezar, te recomendamos entre tres y seis semanas.</li>' +
          '<li>Ubica en el calendario al menos dos <strong>hitos</strong>, momentos en que cada equipo entrega un avance.</li>' +
          '<li>Reserva sesiones específicas para la retroalimentación entre pares.</li>' +
          '<li>Identifica qué contenidos del currículo trabajarás y en qué etapa.</li>' +
          '</ul>' +
          '<p>Un consejo de quienes ya lo hicieron: deja al menos una semana de margen. Los proyectos casi siempre necesitan más tiempo del previsto, y es mejor contar con esa holgura que recortar la presentación final.</p>',
        iframes: [],
        buttons: [{ url: PRESENTATION, btn_text: 'Descargar la plantilla de planificación' }],
        ...backgrounds(4),
      },
      {
        step_count: 4,
        kind: 'stop',
        slug: 'equipos-que-colaboran',
        title: 'Equipos que colaboran',
        intro:
          'Piensa en cómo formar y acompañar equipos donde todos participen y aprendan, no solo los más rápidos.',
        image: stopImage(4),
        openDays: 10,
        type_text: 'Reflexión',
        type_btn: 'ver',
        text_btn: 'Ir a la parada',
        step_inner_text_type: 'Para reflexionar',
        title_inner: '',
        intro_inner: '',
        text_inner:
          '<p>«Trabajé solo y los demás pusieron su nombre». Es una queja frecuente cuando los estudiantes hacen trabajos en grupo. En el ABP, la colaboración no se da por supuesta: <strong>se enseña y se acompaña</strong>.</p>' +
          '<h2>Claves para equipos que funcionan</h2>' +
          '<ul>' +
          '<li><strong>Equipos pequeños y diversos.</strong> Entre tres y cinco integrantes, combinando habilidades e intereses distintos.</li>' +
          '<li><strong>Roles rotativos.</strong> Coordinación, registro, materiales, comunicación… Cambiarlos cada semana evita que siempre lideren los mismos.</li>' +
          '<li><strong>Acuerdos de equipo.</strong> Un contrato breve, escrito por el propio grupo, sobre cómo tomarán decisiones y qué harán si alguien no cumple.</li>' +
          '<li><strong>Responsabilidad individual.</strong> Además del producto colectivo, cada estudiante muestra lo que aprendió: un diario, una pregunta individual, una breve explicación oral.</li>' +
          '</ul>' +
          '<h3>El papel del docente</h3>' +
          '<p>Durante el trabajo en equipo tu papel cambia: pasas de explicar a <em>observar, preguntar y orientar</em>. Recorre los grupos, escucha sus discusiones y haz preguntas que los ayuden a avanzar sin darles la respuesta.</p>' +
          '<blockquote>Un equipo no aprende a colaborar porque se le pide que colabore, sino porque tiene oportunidades para practicarlo y reflexionar sobre ello.</blockquote>' +
          '<h3>Para tu reflexión</h3>' +
          '<ol>' +
          '<li>¿Cómo formo hoy los grupos en mi clase y qué resultados obtengo?</li>' +
          '<li>¿Qué hago cuando un integrante no participa?</li>' +
          '<li>¿Cómo podría evaluar el aporte individual dentro de un trabajo colectivo?</li>' +
          '</ol>',
        iframes: [],
        buttons: [
          {
            url: `${RESOURCES}/proyectos/tarjetas-de-roles-y-acuerdos`,
            btn_text: 'Ver las tarjetas de roles',
          },
        ],
        ...backgrounds(5),
      },
      {
        step_count: 5,
        kind: 'masterclass',
        slug: 'masterclass-proyectos-con-sentido',
        title: 'Masterclass: proyectos con sentido',
        intro:
          'Conéctate a la clase magistral en vivo con Andrés Bustamante Leal y conoce proyectos que transformaron escuelas y comunidades.',
        image: stopImage(5),
        openDays: 17,
        type_text: 'Masterclass',
        type_btn: 'masterclass',
        text_btn: 'Ver la masterclass',
        step_inner_text_type: 'Sobre la masterclass',
        title_inner: 'Proyectos con sentido: del aula a la comunidad',
        intro_inner:
          'Una clase magistral en vivo sobre cómo diseñar proyectos que respondan a necesidades reales, integren varias áreas y den a los estudiantes un papel protagónico.',
        text_inner:
          '<p>En esta masterclass, Andrés Bustamante Leal presentará experiencias de escuelas de la región que usan el aprendizaje basado en proyectos para vincular el currículo con su entorno.</p>' +
          '<ul>' +
          '<li>Cómo elegir un tema que importe a los estudiantes y a su comunidad.</li>' +
          '<li>Cómo integrar varias asignaturas sin perder el foco.</li>' +
          '<li>Qué errores frecuentes evitar en el primer proyecto.</li>' +
          '</ul>' +
          '<p>Prepara tus preguntas y déjalas en el foro de la ruta: el experto responderá algunas durante la transmisión. Si no puedes conectarte en vivo, la grabación quedará disponible en esta misma parada.</p>',
        iframes: video(),
        buttons: [],
        masterclass: { days: 17, time: '15:00', time_zone: 'America/Bogota' },
        ...backgrounds(1),
      },
      {
        step_count: 6,
        kind: 'stop',
        slug: 'el-producto-final',
        title: 'El producto final y su público',
        intro:
          'Ideas para que la presentación final del proyecto tenga una audiencia real y se convierta en una experiencia de aprendizaje.',
        image: stopImage(6),
        openDays: 24,
        type_text: 'Ideas clave',
        type_btn: 'ver',
        text_btn: 'Ir a la parada',
        step_inner_text_type: 'Ideas para el aula',
        title_inner: '',
        intro_inner: '',
        text_inner:
          '<p>Cuando los estudiantes saben que su trabajo será visto por personas reales, la calidad cambia. El producto final deja de ser «algo para la nota» y se convierte en una contribución con sentido.</p>' +
          '<h2>Ideas de productos finales</h2>' +
          '<ul>' +
          '<li>Una <strong>feria</strong> abierta a las familias, con puestos donde cada equipo explica su propuesta.</li>' +
          '<li>Un <strong>podcast</strong> o programa de radio escolar con entrevistas a vecinos.</li>' +
          '<li>Una <strong>guía práctica</strong> para otros estudiantes o para la comunidad.</li>' +
          '<li>Una <strong>propuesta formal</strong> presentada ante la dirección de la escuela o una junta vecinal.</li>' +
          '<li>Una <strong>exposición</strong> de prototipos, maquetas o infografías.</li>' +
          '</ul>' +
          '<h3>Cómo preparar la presentación</h3>' +
          '<ol>' +
          '<li>Definan juntos quién será la audiencia y qué necesita saber.</li>' +
          '<li>Ensayen al menos una vez con otro equipo que haga de público y dé retroalimentación.</li>' +
          '<li>Anticipen las preguntas que la audiencia podría hacer y piensen sus respuestas.</li>' +
          '</ol>' +
          '<h3>Después de presentar</h3>' +
          '<p>No cierres el proyecto con los aplausos. Dedica una sesión a la <strong>reflexión final</strong>: ¿qué aprendimos?, ¿qué haríamos distinto?, ¿qué nos sorprendió? Esta conversación ayuda a consolidar los aprendizajes y te da información valiosa para mejorar el próximo proyecto.</p>' +
          '<blockquote>La audiencia real es uno de los motores más poderosos del esfuerzo: nadie quiere presentar algo a medias ante su comunidad.</blockquote>',
        iframes: [],
        buttons: [{ url: SUMM, btn_text: 'Descargar la lista de ideas' }],
        ...backgrounds(3),
      },
      {
        step_count: 7,
        kind: 'test',
        slug: 'caso-practico',
        title: 'Caso práctico',
        intro:
          'Analiza el caso de una escuela que quiere lanzar su primer proyecto y decide qué pasos seguirías.',
        image: stopImage(7),
        openDays: 31,
        type_text: 'Caso práctico',
        type_btn: 'test',
        text_btn: 'Hacer el caso práctico',
        step_inner_text_type: 'Antes de empezar',
        title_inner: '',
        intro_inner: '',
        text_inner:
          '<p>Te presentamos el caso de una escuela primaria que quiere desarrollar un proyecto sobre el manejo de residuos en su barrio. El equipo docente tiene entusiasmo, pero también dudas sobre por dónde empezar.</p>' +
          '<p>Lee la situación y responde las preguntas eligiendo la opción que mejor aplique lo trabajado en la ruta: la pregunta motriz, la planificación por etapas, el trabajo en equipo y el producto final. Puedes volver a las paradas anteriores antes de responder.</p>' +
          '<p>Cuando completes el caso práctico, podrás descargar tu certificado en la última parada del viaje.</p>',
        iframes: [],
        buttons: [],
        ...backgrounds(4),
      },
      {
        step_count: 8,
        kind: 'certificate',
        slug: 'certificado',
        title: 'Tu certificado',
        intro: 'Llegaste al final del viaje. Descarga tu certificado de participación en la ruta.',
        image: stopImage(8),
        openDays: 38,
        type_text: 'Certificado',
        type_btn: 'certificado',
        text_btn: 'Descargar certificado',
        step_inner_text_type: '¡Lo lograste!',
        title_inner: '',
        intro_inner: '',
        text_inner:
          '<p><strong>¡Felicitaciones!</strong> Completaste la ruta «Aprendizaje basado en proyectos». Tu certificado de participación está listo para descargar y compartir con tu comunidad educativa.</p>' +
          '<p>Ahora te toca lo más emocionante: llevar tu primer proyecto al aula. Cuéntanos en el foro cómo te va.</p>' +
          CERTIFICATE_DRAW,
        iframes: [],
        buttons: [],
        ...backgrounds(2),
      },
    ],
    coaches: [
      {
        image: `${MEDIA}/coach-1.svg`,
        name: 'Mariela Sánchez Rojas',
        job: 'Coordinadora de proyectos escolares',
        bio: 'Docente de Estudios Sociales y coordinadora de proyectos escolares en Cartago, Costa Rica. Desde hace ocho años acompaña a equipos de docentes que diseñan proyectos interdisciplinarios sobre ambiente, patrimonio y ciudadanía. Ha organizado ferias de proyectos con participación de familias y autoridades locales, y disfruta ayudar a convertir una buena idea en un plan realista.',
      },
      {
        image: `${MEDIA}/coach-2.svg`,
        name: 'Rodrigo Alvarado Pinto',
        job: 'Docente de Ciencias Naturales',
        bio: 'Profesor de Ciencias Naturales en un colegio fiscal de Loja, Ecuador. Empezó a trabajar con proyectos cuando sus estudiantes le propusieron estudiar la calidad del agua de una quebrada cercana, y desde entonces no ha dejado de hacerlo. Comparte sus aciertos y también sus errores, porque cree que de ellos se aprende tanto como de los éxitos.',
      },
      {
        image: `${MEDIA}/coach-3.svg`,
        name: 'Ivonne Castro Quiroga',
        job: 'Maestra de primaria y formadora docente',
        bio: 'Maestra de primaria en Chiriquí, Panamá, y formadora de docentes en metodologías activas. Ha desarrollado proyectos con niños de primero a sexto grado sobre alimentación saludable, huertos escolares y lectura comunitaria. Le interesa especialmente cómo adaptar el aprendizaje basado en proyectos a grupos numerosos y a escuelas con pocos recursos.',
      },
    ],
    related: [
      {
        group: 'expert',
        title: 'Diez preguntas motrices que funcionaron',
        description:
          'Artículo de Andrés Bustamante Leal con ejemplos de preguntas motrices probadas en distintas escuelas.',
        url: `${RESOURCES}/proyectos/experto/diez-preguntas-motrices`,
      },
      {
        group: 'expert',
        title: 'Del huerto escolar al mercado del barrio',
        description:
          'Vídeo en el que el experto relata un proyecto interdisciplinario desarrollado con estudiantes de secundaria.',
        url: `${RESOURCES}/proyectos/experto/del-huerto-escolar-al-mercado-del-barrio`,
      },
      {
        group: 'documentos',
        title: 'Plantilla para diseñar un proyecto',
        description:
          'Un formato editable para definir la pregunta motriz, las etapas, los productos y la evaluación.',
        url: `${RESOURCES}/proyectos/documentos/plantilla-de-diseno-de-proyecto`,
      },
      {
        group: 'documentos',
        title: 'Rúbrica de trabajo en equipo',
        description: 'Una rúbrica para que los estudiantes evalúen la colaboración dentro de su equipo.',
        url: `${RESOURCES}/proyectos/documentos/rubrica-de-trabajo-en-equipo`,
      },
      {
        group: 'documentos',
        title: 'Cómo integrar áreas en un proyecto',
        description:
          'Orientaciones para que docentes de distintas asignaturas planifiquen juntos un mismo proyecto.',
        url: `${RESOURCES}/proyectos/documentos/integrar-areas-en-un-proyecto`,
      },
      {
        group: 'podcast',
        title: 'Proyectos en escuelas rurales',
        description:
          'Docentes de zonas rurales cuentan cómo adaptan el aprendizaje basado en proyectos a grupos multigrado.',
        url: `${RESOURCES}/proyectos/podcast/proyectos-en-escuelas-rurales`,
      },
      {
        group: 'podcast',
        title: 'Cuando el proyecto no sale como esperábamos',
        description: 'Un episodio sobre los tropiezos más comunes y lo que se aprende de ellos.',
        url: `${RESOURCES}/proyectos/podcast/cuando-el-proyecto-no-sale-como-esperabamos`,
      },
      {
        group: 'animaciones',
        title: 'Las etapas de un proyecto',
        description:
          'Una animación que resume el recorrido de un proyecto desde el lanzamiento hasta la presentación final.',
        url: `${RESOURCES}/proyectos/animaciones/etapas-de-un-proyecto`,
      },
      {
        group: 'animaciones',
        title: 'Proyecto o actividad: ¿cuál es la diferencia?',
        description:
          'Una explicación animada de los rasgos que definen un verdadero proyecto de aprendizaje.',
        url: `${RESOURCES}/proyectos/animaciones/proyecto-o-actividad`,
      },
      {
        group: 'videos',
        title: 'Feria de proyectos en una escuela primaria',
        description:
          'Estudiantes de quinto grado presentan sus propuestas para mejorar el patio de su escuela.',
        url: `${RESOURCES}/proyectos/videos/feria-de-proyectos-en-primaria`,
      },
      {
        group: 'videos',
        title: 'Cómo acompañar a los equipos',
        description:
          'Una docente muestra las preguntas que usa para orientar a los equipos sin darles las respuestas.',
        url: `${RESOURCES}/proyectos/videos/como-acompanar-a-los-equipos`,
      },
    ],
  },

  // 3. Not yet active: the route opens in 40 days.
  {
    axisSlug: 'evaluacion-formativa-en-el-aula',
    expert: {
      speaker_gender: 'f',
      speaker_image: `${MEDIA}/ponente-4.svg`,
      speaker_image_rwd: `${MEDIA}/ponente-4.svg`,
      speaker_ln: '',
      speaker_fb: '',
      speaker_tw: '',
      speaker_yt: '',
      speaker_name_axis_page: 'Carolina Vidal Echeverría',
      speaker_excerpt:
        'Profesora de Educación Básica y doctora en Educación con especialidad en evaluación. Trabajó durante diez años en escuelas de Valparaíso y luego se incorporó a equipos técnicos que diseñan orientaciones de evaluación para docentes. Ha formado a miles de profesores en retroalimentación, rúbricas y uso de evidencias en el aula. Su trabajo busca que la evaluación deje de generar temor y se convierta en una conversación sobre cómo aprender mejor.',
    },
    steps: [
      {
        step_count: 1,
        kind: 'stop',
        slug: 'para-que-evaluamos',
        title: '¿Para qué evaluamos?',
        intro:
          'Revisa los distintos propósitos de la evaluación y descubre por qué la evaluación formativa es una aliada del aprendizaje.',
        image: stopImage(1),
        openDays: 40,
        type_text: 'Lectura',
        type_btn: 'ver',
        text_btn: 'Ir a la parada',
        step_inner_text_type: 'Para leer',
        title_inner: '',
        intro_inner: '',
        text_inner:
          '<p>Cuando pensamos en evaluación, solemos imaginar una prueba al final de la unidad y una calificación en la libreta. Esa es la <strong>evaluación sumativa</strong>, y tiene un propósito legítimo: certificar lo que se aprendió. Pero no es la única.</p>' +
          '<h2>Dos propósitos complementarios</h2>' +
          '<ul>' +
          '<li><strong>Evaluación del aprendizaje (sumativa):</strong> mira hacia atrás y resume lo logrado en un periodo.</li>' +
          '<li><strong>Evaluación para el aprendizaje (formativa):</strong> mira hacia adelante y se usa <em>durante</em> el proceso para ajustar la enseñanza y orientar al estudiante.</li>' +
          '</ul>' +
          '<p>La diferencia no está en el instrumento, sino en el uso que se hace de la información. Una misma prueba puede ser formativa si los resultados se analizan con los estudiantes y se usan para decidir qué repasar y cómo.</p>' +
          '<h3>Las tres preguntas de la evaluación formativa</h3>' +
          '<ol>' +
          '<li>¿Hacia dónde vamos? Las metas de aprendizaje.</li>' +
          '<li>¿Dónde estamos ahora? Las evidencias de lo que el estudiante sabe y puede hacer.</li>' +
          '<li>¿Cómo seguimos avanzando? La retroalimentación y los próximos pasos.</li>' +
          '</ol>' +
          '<blockquote>Evaluar formativamente es como consultar el mapa durante el viaje, y no solo al llegar al destino.</blockquote>' +
          '<p>La evaluación formativa no exige más pruebas ni más papeles. Exige, sobre todo, un cambio de mirada: considerar cada respuesta, cada error y cada pregunta de los estudiantes como información valiosa para enseñar mejor. En esta ruta verás herramientas concretas para hacerlo.</p>',
        iframes: [],
        buttons: [{ url: DOC, btn_text: 'Descargar la lectura' }],
        ...backgrounds(3),
      },
      {
        step_count: 2,
        kind: 'stop',
        slug: 'metas-y-criterios-claros',
        title: 'Metas y criterios claros',
        intro: 'Aprende a compartir con tus estudiantes qué van a aprender y cómo sabrán que lo lograron.',
        image: stopImage(2),
        openDays: 45,
        type_text: 'Vídeo',
        type_btn: 'ver',
        text_btn: 'Ir a la parada',
        step_inner_text_type: 'Para ver',
        title_inner: '',
        intro_inner: '',
        text_inner:
          '<p>Los estudiantes aprenden más cuando saben hacia dónde van. En este vídeo, Carolina Vidal Echeverría explica cómo formular <strong>metas de aprendizaje</strong> y <strong>criterios de logro</strong> que los estudiantes puedan comprender y usar.</p>' +
          '<h2>Metas y criterios: ¿cuál es la diferencia?</h2>' +
          '<ul>' +
          '<li>La <strong>meta</strong> describe lo que se espera aprender: «Vamos a aprender a escribir un texto argumentativo».</li>' +
          '<li>Los <strong>criterios</strong> describen cómo se reconoce que se logró: «Planteo una opinión clara», «La sostengo con al menos dos argumentos», «Uso conectores para relacionar las ideas».</li>' +
          '</ul>' +
          '<h3>Estrategias que verás en el vídeo</h3>' +
          '<ul>' +
          '<li><strong>Escribir la meta en lenguaje de estudiante</strong>, con frases que empiecen por «Voy a aprender a…».</li>' +
          '<li><strong>Analizar ejemplos</strong> de trabajos logrados y no tan logrados para que el grupo descubra los criterios por sí mismo.</li>' +
          '<li><strong>Volver a la meta al cierre</strong> de la clase: ¿qué tan cerca estamos?</li>' +
          '</ul>' +
          '<p>Mientras miras el vídeo, elige una clase que darás la próxima semana y escribe su meta y tres criterios de logro. Luego pregúntate: ¿podría un estudiante de mi grupo leer estos criterios y saber qué hacer para alcanzarlos?</p>',
        iframes: video(),
        buttons: [],
        ...backgrounds(4),
      },
      {
        step_count: 3,
        kind: 'stop',
        slug: 'retroalimentacion-que-hace-avanzar',
        title: 'Retroalimentación que hace avanzar',
        intro:
          'Practica una forma sencilla de dar retroalimentación clara, oportuna y orientada a la mejora.',
        image: stopImage(3),
        openDays: 50,
        type_text: 'Actividad',
        type_btn: 'ver',
        text_btn: 'Ir a la parada',
        step_inner_text_type: 'Para hacer',
        title_inner: '',
        intro_inner: '',
        text_inner:
          '<p>La retroalimentación es una de las prácticas con mayor impacto en el aprendizaje, siempre que cumpla tres condiciones: que sea <strong>clara</strong>, que llegue <strong>a tiempo</strong> para mejorar y que el estudiante tenga <strong>la oportunidad de usarla</strong>.</p>' +
          '<h2>La estructura en tres pasos</h2>' +
          '<ol>' +
          '<li><strong>Lo que lograste:</strong> señala un aspecto concreto del trabajo que cumple con los criterios.</li>' +
          '<li><strong>Lo que puedes mejorar:</strong> identifica un solo aspecto prioritario, no una lista interminable de errores.</li>' +
          '<li><strong>Tu próximo paso:</strong> propone una acción concreta que el estudiante pueda realizar ahora.</li>' +
          '</ol>' +
          '<h3>Tu actividad</h3>' +
          '<ul>' +
          '<li>Selecciona tres trabajos recientes de tus estudiantes con distintos niveles de logro.</li>' +
          '<li>Escribe para cada uno una retroalimentación siguiendo los tres pasos. Intenta que no supere las cuatro líneas.</li>' +
          '<li>Entrega los trabajos y reserva diez minutos de clase para que los estudiantes apliquen el próximo paso.</li>' +
          '<li>Observa qué ocurre: ¿cuántos lograron mejorar su trabajo con la indicación recibida?</li>' +
          '</ul>' +
          '<blockquote>Si el estudiante no hace nada con la retroalimentación, no fue retroalimentación: fue solo un comentario.</blockquote>' +
          '<p>Un detalle importante: cuando un comentario va acompañado de una nota, muchos estudiantes solo miran la nota. Prueba entregar primero la retroalimentación y, más tarde, la calificación.</p>',
        iframes: [],
        buttons: [
          { url: PRESENTATION, btn_text: 'Descargar la guía de retroalimentación' },
          {
            url: `${RESOURCES}/evaluacion/ejemplos-de-retroalimentacion`,
            btn_text: 'Ver ejemplos comentados',
          },
        ],
        ...backgrounds(5),
      },
      {
        step_count: 4,
        kind: 'stop',
        slug: 'autoevaluacion-y-coevaluacion',
        title: 'Autoevaluación y coevaluación',
        intro:
          'Reflexiona sobre cómo involucrar a tus estudiantes en la evaluación de su propio aprendizaje y del de sus compañeros.',
        image: stopImage(4),
        openDays: 55,
        type_text: 'Reflexión',
        type_btn: 'ver',
        text_btn: 'Ir a la parada',
        step_inner_text_type: 'Para reflexionar',
        title_inner: '',
        intro_inner: '',
        text_inner:
          '<p>La meta última de la evaluación formativa es que los estudiantes aprendan a evaluarse a sí mismos. Quien sabe reconocer en qué punto está y qué necesita para avanzar es un aprendiz <strong>autónomo</strong>, capaz de seguir aprendiendo fuera del aula.</p>' +
          '<h2>Autoevaluación</h2>' +
          '<p>No basta con preguntar «¿cómo crees que te fue?». La autoevaluación necesita criterios claros y práctica. Algunas herramientas sencillas:</p>' +
          '<ul>' +
          '<li><strong>El semáforo:</strong> verde, «lo puedo explicar a otros»; amarillo, «tengo dudas»; rojo, «necesito ayuda».</li>' +
          '<li><strong>Listas de cotejo</strong> construidas a partir de los criterios de logro.</li>' +
          '<li><strong>Tickets de salida</strong> con preguntas como «¿Qué aprendí hoy?» y «¿Qué me sigue costando?».</li>' +
          '</ul>' +
          '<h2>Coevaluación</h2>' +
          '<p>Evaluar el trabajo de un compañero ayuda a comprender mejor los criterios. Para que funcione, el grupo necesita un clima de confianza y acuerdos sobre cómo comentar: ser amable, ser específico y ser útil.</p>' +
          '<blockquote>Cuando los estudiantes evalúan el trabajo de otros, también aprenden a mirar el propio con otros ojos.</blockquote>' +
          '<h3>Preguntas para tu reflexión</h3>' +
          '<ol>' +
          '<li>¿Qué oportunidades tienen hoy mis estudiantes para evaluar su propio trabajo?</li>' +
          '<li>¿Confío en su capacidad para hacerlo? ¿Qué necesitarían aprender primero?</li>' +
          '<li>¿Cómo podría usar la información de la autoevaluación para ajustar mis clases?</li>' +
          '</ol>',
        iframes: [],
        buttons: [],
        ...backgrounds(1),
      },
      {
        step_count: 5,
        kind: 'masterclass',
        slug: 'masterclass-evaluar-para-avanzar',
        title: 'Masterclass: evaluar para avanzar',
        intro:
          'Participa en la clase magistral en vivo con Carolina Vidal Echeverría y resuelve tus dudas sobre evaluación formativa.',
        image: stopImage(5),
        openDays: 60,
        type_text: 'Masterclass',
        type_btn: 'masterclass',
        text_btn: 'Ver la masterclass',
        step_inner_text_type: 'Sobre la masterclass',
        title_inner: 'Evaluar para avanzar: evidencias, decisiones y calificaciones',
        intro_inner:
          'Una clase magistral en vivo sobre cómo recoger evidencias de aprendizaje, usarlas para tomar decisiones en el aula y conciliar la evaluación formativa con las calificaciones.',
        text_inner:
          '<p>En esta masterclass, Carolina Vidal Echeverría abordará una de las dudas más frecuentes entre los docentes: cómo hacer evaluación formativa cuando el sistema exige calificaciones periódicas.</p>' +
          '<ul>' +
          '<li>Qué evidencias de aprendizaje recoger y cómo registrarlas sin sobrecargarse.</li>' +
          '<li>Cómo usar esas evidencias para ajustar la enseñanza.</li>' +
          '<li>Cómo construir una calificación justa a partir del proceso.</li>' +
          '</ul>' +
          '<p>Deja tus preguntas en el foro de la ruta antes de la transmisión. Si no puedes conectarte en vivo, la grabación quedará disponible en esta parada.</p>',
        iframes: video(),
        buttons: [],
        masterclass: { days: 60, time: '15:00', time_zone: 'America/Bogota' },
        ...backgrounds(2),
      },
      {
        step_count: 6,
        kind: 'stop',
        slug: 'rubricas-al-servicio-del-aprendizaje',
        title: 'Rúbricas al servicio del aprendizaje',
        intro:
          'Ideas prácticas para diseñar rúbricas claras y usarlas antes, durante y después de cada tarea.',
        image: stopImage(6),
        openDays: 70,
        type_text: 'Ideas clave',
        type_btn: 'ver',
        text_btn: 'Ir a la parada',
        step_inner_text_type: 'Ideas para el aula',
        title_inner: '',
        intro_inner: '',
        text_inner:
          '<p>Una rúbrica es una tabla que describe los criterios de una tarea y los distintos niveles de desempeño para cada uno. Bien usada, es mucho más que un instrumento para calificar: es un <strong>mapa del aprendizaje</strong> que orienta a los estudiantes desde el inicio.</p>' +
          '<h2>Ideas para diseñar rúbricas claras</h2>' +
          '<ul>' +
          '<li><strong>Pocos criterios.</strong> Entre tres y cinco es suficiente; más criterios suelen confundir.</li>' +
          '<li><strong>Descripciones observables.</strong> En lugar de «excelente» o «regular», describe qué se ve en el trabajo: «Incluye al menos dos fuentes y explica por qué son confiables».</li>' +
          '<li><strong>Lenguaje accesible.</strong> Si tus estudiantes no entienden la rúbrica, no podrán usarla.</li>' +
          '<li><strong>Niveles que muestran el camino.</strong> Cada nivel debe indicar qué falta para llegar al siguiente.</li>' +
          '</ul>' +
          '<h2>Antes, durante y después</h2>' +
          '<ol>' +
          '<li><strong>Antes:</strong> presenta la rúbrica al comenzar la tarea y analízala con ejemplos.</li>' +
          '<li><strong>Durante:</strong> pide a los estudiantes que revisen sus borradores con la rúbrica y se autoevalúen.</li>' +
          '<li><strong>Después:</strong> usa la rúbrica para dar retroalimentación y para que cada estudiante defina una meta personal para la próxima tarea.</li>' +
          '</ol>' +
          '<blockquote>Una rúbrica que solo aparece el día de la calificación llega tarde: su mayor valor está en el proceso.</blockquote>' +
          '<p>Te sugerimos construir tu próxima rúbrica junto con tus estudiantes. Participar en su diseño los ayuda a comprender qué se espera de ellos y aumenta su compromiso con la tarea.</p>',
        iframes: [],
        buttons: [
          {
            url: `${RESOURCES}/evaluacion/plantillas-de-rubricas`,
            btn_text: 'Descargar plantillas de rúbricas',
          },
        ],
        ...backgrounds(4),
      },
      {
        step_count: 7,
        kind: 'test',
        slug: 'caso-practico',
        title: 'Caso práctico',
        intro:
          'Analiza la situación de un docente que quiere transformar su forma de evaluar y elige las mejores decisiones.',
        image: stopImage(7),
        openDays: 80,
        type_text: 'Caso práctico',
        type_btn: 'test',
        text_btn: 'Hacer el caso práctico',
        step_inner_text_type: 'Antes de empezar',
        title_inner: '',
        intro_inner: '',
        text_inner:
          '<p>Te presentamos el caso del profesor Esteban, que enseña Ciencias en séptimo grado y siente que sus pruebas llegan demasiado tarde para ayudar a sus estudiantes: cuando corrige, la unidad ya terminó.</p>' +
          '<p>Lee la situación y responde las preguntas eligiendo la opción que mejor aplique lo trabajado en la ruta: metas y criterios claros, retroalimentación, autoevaluación y rúbricas. Puedes volver a las paradas anteriores antes de responder.</p>' +
          '<p>Cuando completes el caso práctico, podrás descargar tu certificado en la última parada del viaje.</p>',
        iframes: [],
        buttons: [],
        ...backgrounds(5),
      },
      {
        step_count: 8,
        kind: 'certificate',
        slug: 'certificado',
        title: 'Tu certificado',
        intro: 'Llegaste al final del viaje. Descarga tu certificado de participación en la ruta.',
        image: stopImage(8),
        openDays: 89,
        type_text: 'Certificado',
        type_btn: 'certificado',
        text_btn: 'Descargar certificado',
        step_inner_text_type: '¡Lo lograste!',
        title_inner: '',
        intro_inner: '',
        text_inner:
          '<p><strong>¡Felicitaciones!</strong> Completaste la ruta «Evaluación formativa en el aula». Tu certificado de participación está listo para descargar y compartir con tu comunidad educativa.</p>' +
          '<p>Sigue usando las herramientas que conociste: cada pequeña evidencia que recojas es una oportunidad para que tus estudiantes aprendan más.</p>' +
          CERTIFICATE_DRAW,
        iframes: [],
        buttons: [],
        ...backgrounds(1),
      },
    ],
    coaches: [
      {
        image: `${MEDIA}/coach-3.svg`,
        name: 'Isabel Montenegro Ruiz',
        job: 'Asesora pedagógica',
        bio: 'Asesora pedagógica en Managua, Nicaragua, con experiencia como docente de Matemáticas en secundaria. Acompaña a escuelas en la revisión de sus prácticas de evaluación y en el diseño de instrumentos sencillos como listas de cotejo y tickets de salida. Disfruta ayudar a los docentes a encontrar formas de evaluar que no les quiten tiempo, sino que se lo devuelvan.',
      },
      {
        image: `${MEDIA}/coach-2.svg`,
        name: 'Sergio Paredes Villca',
        job: 'Subdirector académico',
        bio: 'Subdirector académico de una institución educativa pública en Arequipa, Perú. Durante años enseñó Comunicación y hoy lidera con su equipo la implementación de la evaluación formativa en toda la escuela. Ha organizado jornadas de análisis de evidencias entre docentes y sabe, por experiencia propia, que los cambios más duraderos son los que se construyen de manera colectiva.',
      },
      {
        image: `${MEDIA}/coach-1.svg`,
        name: 'Camila Rosales Duarte',
        job: 'Profesora de Idioma Español',
        bio: 'Profesora de Idioma Español en liceos de Paysandú, Uruguay, y tutora de estudiantes de formación docente. Investiga cómo la retroalimentación escrita influye en la escritura de los adolescentes y comparte sus hallazgos en talleres con colegas. Cree que un buen comentario al margen de un texto puede hacer más por un estudiante que cualquier calificación.',
      },
    ],
    related: [
      {
        group: 'expert',
        title: 'La retroalimentación como conversación',
        description:
          'Artículo de Carolina Vidal Echeverría sobre cómo transformar los comentarios en diálogos de aprendizaje.',
        url: `${RESOURCES}/evaluacion/experta/retroalimentacion-como-conversacion`,
      },
      {
        group: 'expert',
        title: 'Evaluar sin miedo',
        description: 'Conferencia en vídeo de la experta sobre el sentido de la evaluación en la escuela.',
        url: `${RESOURCES}/evaluacion/experta/evaluar-sin-miedo`,
      },
      {
        group: 'documentos',
        title: 'Banco de tickets de salida',
        description:
          'Más de cuarenta preguntas breves para cerrar la clase y recoger evidencias de aprendizaje.',
        url: `${RESOURCES}/evaluacion/documentos/banco-de-tickets-de-salida`,
      },
      {
        group: 'documentos',
        title: 'Guía para construir rúbricas con los estudiantes',
        description: 'Pasos y ejemplos para diseñar criterios de evaluación junto con tu grupo.',
        url: `${RESOURCES}/evaluacion/documentos/guia-para-construir-rubricas-con-estudiantes`,
      },
      {
        group: 'documentos',
        title: 'De la evidencia a la calificación',
        description:
          'Orientaciones para construir calificaciones justas a partir del proceso de aprendizaje.',
        url: `${RESOURCES}/evaluacion/documentos/de-la-evidencia-a-la-calificacion`,
      },
      {
        group: 'podcast',
        title: 'El error también enseña',
        description:
          'Un episodio sobre cómo crear un aula donde equivocarse sea parte natural del aprendizaje.',
        url: `${RESOURCES}/evaluacion/podcast/el-error-tambien-ensena`,
      },
      {
        group: 'podcast',
        title: 'Notas, familias y evaluación formativa',
        description:
          'Docentes y familias conversan sobre cómo comunicar los avances más allá de la calificación.',
        url: `${RESOURCES}/evaluacion/podcast/notas-familias-y-evaluacion-formativa`,
      },
      {
        group: 'animaciones',
        title: 'Las tres preguntas de la evaluación formativa',
        description: 'Una animación que explica hacia dónde vamos, dónde estamos y cómo seguimos avanzando.',
        url: `${RESOURCES}/evaluacion/animaciones/tres-preguntas-de-la-evaluacion-formativa`,
      },
      {
        group: 'animaciones',
        title: 'El semáforo de la autoevaluación',
        description:
          'Una animación breve que muestra cómo usar el semáforo con estudiantes de primaria y secundaria.',
        url: `${RESOURCES}/evaluacion/animaciones/semaforo-de-la-autoevaluacion`,
      },
      {
        group: 'videos',
        title: 'Retroalimentación entre pares en acción',
        description:
          'Estudiantes de secundaria comentan los borradores de sus compañeros con una rúbrica sencilla.',
        url: `${RESOURCES}/evaluacion/videos/retroalimentacion-entre-pares`,
      },
      {
        group: 'videos',
        title: 'Un aula que aprende de sus errores',
        description:
          'Una docente de Matemáticas muestra cómo analiza con el grupo los errores frecuentes de una prueba.',
        url: `${RESOURCES}/evaluacion/videos/un-aula-que-aprende-de-sus-errores`,
      },
    ],
  },
];
