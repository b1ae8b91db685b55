/**
 * Demo content of docs/product/README.md#demo-content: meetings in every state, community members, forum
 * posts, the 2022 home routes ("ejes") and home items. All people are fictional; dates are relative to the
 * seed.
 */
import type {
  DemoAxis,
  DemoHomeItem,
  DemoMeeting,
  DemoMeetingPost,
  DemoMember,
} from './demo-content-types.ts';

const MEDIA = '/media/demo';
const LOOP = `${MEDIA}/encuentro-loop.mp4`;
const DOC = `${MEDIA}/documento-del-encuentro.pdf`;
const SUMM = `${MEDIA}/resumen-del-encuentro.pdf`;
const PRESENTATION = `${MEDIA}/presentacion-del-encuentro.pdf`;
const PODCAST = `${MEDIA}/podcast.mp3`;

/** The images of meeting N (1..5): card, inner banners and "more info" backgrounds. */
function meetingImages(n: number) {
  return {
    img: `${MEDIA}/encuentro-${n}.svg`,
    img_inner: `${MEDIA}/encuentro-${n}-desktop.svg`,
    img_inner_t: `${MEDIA}/encuentro-${n}-tablet.svg`,
    img_inner_m: `${MEDIA}/encuentro-${n}-mobile.svg`,
    bg_more_info: `${MEDIA}/encuentro-${n}-desktop.svg`,
    bg_more_info_t: `${MEDIA}/encuentro-${n}-tablet.svg`,
    bg_more_info_m: `${MEDIA}/encuentro-${n}-mobile.svg`,
    video_inner: LOOP,
    speaker_image: `${MEDIA}/ponente-${n}.svg`,
  };
}

const objectiveImg = (k: 1 | 2 | 3) => `${MEDIA}/objetivo-${k}.svg`;
const recommendationImg = (k: 1 | 2 | 3) => `${MEDIA}/recomendacion-${k}.svg`;

export const demoMeetings: DemoMeeting[] = [
  {
    slug: 'liderazgo-pedagogico-en-tiempos-de-cambio',
    title: 'Liderazgo pedagógico[br]en tiempos de cambio',
    topic: 'Liderazgo escolar',
    start: { days: -20, time: '17:00' },
    time_zone: 'America/Bogota',
    duration_minutes: 90,
    active_override: null,
    ...meetingImages(1),
    iframe_event: '',
    iframe_chat: '',
    iframe_post_event: LOOP,
    reason:
      'Las escuelas viven transformaciones aceleradas y quienes las dirigen necesitan algo más que gestionar recursos: deben inspirar, acompañar y sostener el aprendizaje de toda la comunidad. En este encuentro reflexionamos sobre cómo ejercer un liderazgo centrado en lo pedagógico, que escuche a los docentes y ponga a los estudiantes en el centro de cada decisión.',
    objectives: [
      {
        img: objectiveImg(1),
        title: 'Comprender el liderazgo pedagógico',
        excerpt:
          'Identificar qué distingue al liderazgo centrado en el aprendizaje de la gestión puramente administrativa.',
      },
      {
        img: objectiveImg(2),
        title: 'Construir equipos que aprenden',
        excerpt:
          'Conocer estrategias para promover el trabajo colaborativo y la reflexión sobre la práctica entre colegas.',
      },
      {
        img: objectiveImg(3),
        title: 'Liderar en la incertidumbre',
        excerpt:
          'Reconocer herramientas para tomar decisiones con la comunidad educativa cuando el contexto cambia rápidamente.',
      },
    ],
    doc: DOC,
    summ: SUMM,
    presentation: PRESENTATION,
    podcast: PODCAST,
    recommendations: [
      {
        title: 'Guía para planificar el acompañamiento docente',
        excerpt:
          'Una guía práctica para organizar visitas al aula y conversaciones de retroalimentación entre colegas.',
        url: 'https://recursos.example.org/liderazgo/guia-acompanamiento-docente',
        img: recommendationImg(1),
      },
      {
        title: 'Comunidades profesionales de aprendizaje',
        excerpt:
          'Un artículo breve sobre cómo poner en marcha espacios de reflexión colectiva en la escuela.',
        url: 'https://recursos.example.org/liderazgo/comunidades-profesionales-de-aprendizaje',
        img: recommendationImg(2),
      },
      {
        title: 'Herramientas para decidir en equipo',
        excerpt:
          'Plantillas y dinámicas para que los equipos directivos tomen decisiones compartidas y transparentes.',
        url: 'https://recursos.example.org/gestion/herramientas-para-decidir-en-equipo',
        img: recommendationImg(3),
      },
    ],
    cta_text: '¿Cómo ejerces el liderazgo pedagógico en tu escuela? Cuéntanos tu experiencia en el foro.',
    speaker: 'Elena Marquínez Soler',
    speaker_gender: 'f',
    speaker_country: 'España',
    speaker_job: 'Doctora en Educación e investigadora en dirección escolar',
    speaker_claim:
      'Liderar una escuela es, ante todo, crear las condiciones para que todos aprendan, también los adultos.',
    speaker_excerpt:
      'Doctora en Educación con más de veinte años de experiencia en formación de equipos directivos. Fue maestra de primaria, directora de un centro público y asesora de programas de mejora escolar en distintos países de Iberoamérica. Hoy coordina un grupo de investigación sobre liderazgo distribuido y acompaña a redes de escuelas que buscan transformar sus prácticas a partir de la colaboración, la confianza y el análisis de evidencias.',
    speaker_name_meeting_page: 'Dra. Elena Marquínez',
    speaker_ln: 'https://www.linkedin.com/in/elena-marquinez-soler',
    speaker_fb: 'https://www.facebook.com/elenamarquinez.educacion',
    speaker_tw: 'https://twitter.com/emarquinez_edu',
    speaker_yt: 'https://www.youtube.com/@elenamarquinez-liderazgo',
    driver: 'Tomás Villalba Ortega',
    driver_job: 'Periodista y comunicador educativo',
    driver_country: 'Colombia',
    driver_doc: '',
    driver_doc_text:
      'Periodista especializado en educación, con quince años de experiencia en radio y medios digitales. Ha conducido programas sobre innovación escolar y conversado con cientos de docentes de la región. Le apasiona contar historias de aula que inspiran y abrir espacios donde los maestros son los protagonistas.',
  },
  {
    slug: 'evaluar-para-aprender',
    title: 'Evaluar[br]para aprender',
    topic: 'Evaluación',
    start: { days: -50, time: '16:00' },
    time_zone: 'America/Santiago',
    duration_minutes: 90,
    active_override: null,
    ...meetingImages(2),
    iframe_event: '',
    iframe_chat: '',
    iframe_post_event: LOOP,
    reason:
      'La evaluación suele vivirse como un momento de tensión que llega al final del proceso. Sin embargo, cuando se entiende como parte del aprendizaje, se convierte en una poderosa herramienta para que los estudiantes sepan dónde están y cómo avanzar. Este encuentro propone repensar qué, cómo y para qué evaluamos.',
    objectives: [
      {
        img: objectiveImg(1),
        title: 'Distinguir los propósitos de la evaluación',
        excerpt:
          'Diferenciar la evaluación para calificar de la evaluación que acompaña y orienta el aprendizaje.',
      },
      {
        img: objectiveImg(2),
        title: 'Retroalimentar con sentido',
        excerpt:
          'Practicar formas de dar retroalimentación clara, oportuna y centrada en el proceso de cada estudiante.',
      },
      {
        img: objectiveImg(3),
        title: 'Involucrar a los estudiantes',
        excerpt:
          'Diseñar actividades de autoevaluación y coevaluación que desarrollen la autonomía del grupo.',
      },
    ],
    doc: DOC,
    summ: SUMM,
    presentation: PRESENTATION,
    podcast: PODCAST,
    recommendations: [
      {
        title: 'Rúbricas que enseñan',
        excerpt: 'Ejemplos de rúbricas analíticas y holísticas listas para adaptar a distintas asignaturas.',
        url: 'https://recursos.example.org/evaluacion/rubricas-que-ensenan',
        img: recommendationImg(1),
      },
      {
        title: 'Banco de preguntas para la metacognición',
        excerpt:
          'Preguntas breves para que los estudiantes reflexionen sobre lo que aprendieron y cómo lo hicieron.',
        url: 'https://recursos.example.org/evaluacion/preguntas-para-la-metacognicion',
        img: recommendationImg(2),
      },
    ],
    cta_text: '¿Qué estrategia de evaluación formativa te ha funcionado mejor? Compártela con la comunidad.',
    speaker: 'Joaquín Ibarra Leiva',
    speaker_country: 'Chile',
    speaker_job: 'Magíster en Evaluación Educativa y formador de docentes',
    speaker_claim: 'Evaluar no es medir al final: es mirar juntos el camino mientras se recorre.',
    speaker_excerpt:
      'Profesor de Matemáticas y magíster en Evaluación Educativa. Durante quince años enseñó en liceos públicos de su país antes de dedicarse a la formación inicial y continua de docentes. Ha diseñado programas de evaluación formativa para redes de escuelas rurales y urbanas, y es autor de materiales prácticos sobre retroalimentación. Cree que una buena pregunta en el momento justo puede cambiar la relación de un estudiante con el aprendizaje.',
    speaker_name_meeting_page: 'Mg. Joaquín Ibarra',
    speaker_ln: 'https://www.linkedin.com/in/joaquin-ibarra-leiva',
    speaker_fb: '',
    speaker_tw: 'https://twitter.com/jibarra_evalua',
    speaker_yt: '',
    driver: 'Paula Méndez Arriola',
    driver_gender: 'f',
    driver_job: 'Docente de nivel secundario y divulgadora educativa',
    driver_country: 'Argentina',
    driver_doc: '',
    driver_doc_text:
      'Profesora de Lengua y Literatura en escuelas secundarias y creadora de contenidos sobre didáctica. Coordina talleres de escritura para docentes y ha participado en proyectos de formación en varias provincias. Disfruta conversar con colegas sobre lo que pasa en el aula y convertir esas ideas en propuestas concretas.',
  },
  {
    slug: 'bienestar-docente-y-socioemocional',
    title: 'Bienestar docente[br]y socioemocional',
    topic: 'Bienestar',
    start: { minutesFromSeed: -15 },
    time_zone: 'America/Mexico_City',
    duration_minutes: 90,
    active_override: null,
    ...meetingImages(3),
    iframe_event: LOOP,
    iframe_chat: '',
    iframe_post_event: '',
    reason:
      'Nadie puede cuidar el aprendizaje de otros si no se cuida a sí mismo. La sobrecarga, la incertidumbre y las exigencias emocionales del aula afectan la salud de los docentes y, con ella, el clima de toda la escuela. En este encuentro exploramos prácticas concretas para fortalecer el bienestar personal y colectivo.',
    objectives: [
      {
        img: objectiveImg(1),
        title: 'Reconocer las propias emociones',
        excerpt: 'Identificar señales de estrés y cansancio, y comprender su impacto en la vida profesional.',
      },
      {
        img: objectiveImg(2),
        title: 'Cultivar hábitos de autocuidado',
        excerpt:
          'Conocer prácticas sencillas de pausa, respiración y organización del tiempo que se pueden sostener.',
      },
      {
        img: objectiveImg(3),
        title: 'Crear redes de apoyo',
        excerpt:
          'Promover en la escuela espacios de escucha y cuidado mutuo entre colegas y con las familias.',
      },
    ],
    doc: '',
    summ: '',
    presentation: '',
    podcast: '',
    recommendations: [],
    cta_text: '¿Tienes una pregunta para la ponente? Escríbela en el foro y la llevaremos al encuentro.',
    speaker: 'Ximena Castañeda Robles',
    speaker_gender: 'f',
    speaker_country: 'México',
    speaker_job: 'Psicóloga educativa y especialista en educación socioemocional',
    speaker_claim: 'Un docente que se siente escuchado puede escuchar mejor a sus estudiantes.',
    speaker_excerpt:
      'Psicóloga educativa y doctora en Ciencias de la Educación. Ha dedicado su carrera a acompañar a docentes y equipos directivos en temas de salud emocional, convivencia escolar y prevención del desgaste profesional. Dirigió programas de educación socioemocional en escuelas públicas de varias entidades y hoy imparte talleres en toda la región. Su enfoque combina la investigación con prácticas sencillas que caben en la rutina diaria de cualquier escuela.',
    speaker_name_meeting_page: 'Dra. Ximena Castañeda',
    speaker_ln: 'https://www.linkedin.com/in/ximena-castaneda-robles',
    speaker_fb: 'https://www.facebook.com/ximenacastaneda.bienestar',
    speaker_tw: '',
    speaker_yt: '',
    driver: 'Diego Salcedo Núñez',
    driver_job: 'Director de escuela y conductor de espacios formativos',
    driver_country: 'Perú',
    driver_doc: '',
    driver_doc_text:
      'Director de una institución educativa pública y docente de Ciencias Sociales durante más de una década. Ha impulsado proyectos de convivencia y participación estudiantil en su comunidad. Como conductor, busca que cada conversación deje ideas prácticas que los colegas puedan llevar al día siguiente a su escuela.',
  },
  {
    slug: 'la-lectura-en-la-era-digital',
    title: 'La lectura[br]en la era digital',
    topic: 'Lectura y escritura',
    start: { days: 5, time: '18:00' },
    time_zone: 'America/Argentina/Buenos_Aires',
    duration_minutes: 90,
    active_override: null,
    ...meetingImages(4),
    iframe_event: '',
    iframe_chat: '',
    iframe_post_event: '',
    reason:
      'Nuestros estudiantes leen más que nunca, pero lo hacen en pantallas, a saltos y entre notificaciones. ¿Cómo formar lectores críticos y apasionados en este nuevo escenario? Este encuentro ofrece claves para integrar lo impreso y lo digital sin perder el placer de leer.',
    objectives: [
      {
        img: objectiveImg(1),
        title: 'Entender las nuevas formas de leer',
        excerpt:
          'Analizar cómo cambian la atención y la comprensión cuando la lectura ocurre en dispositivos digitales.',
      },
      {
        img: objectiveImg(2),
        title: 'Formar lectores críticos',
        excerpt:
          'Desarrollar estrategias para evaluar fuentes, contrastar información y reconocer la desinformación.',
      },
      {
        img: objectiveImg(3),
        title: 'Contagiar el gusto por leer',
        excerpt: 'Diseñar experiencias de lectura que combinen libros, pantallas y conversación en el aula.',
      },
    ],
    doc: '',
    summ: '',
    presentation: '',
    podcast: '',
    recommendations: [],
    cta_text: 'Inscríbete y deja en el foro tu pregunta sobre lectura y tecnología.',
    speaker: 'Florencia Etcheverry Lamas',
    speaker_gender: 'f',
    speaker_country: 'Argentina',
    speaker_job: 'Especialista en didáctica de la lectura y literatura infantil',
    speaker_claim: 'Leer en pantalla no es leer menos: es leer distinto, y hay que enseñarlo.',
    speaker_excerpt:
      'Profesora en Letras y magíster en Tecnología Educativa. Trabajó como bibliotecaria escolar y como docente de nivel primario y secundario antes de dedicarse a la formación de mediadores de lectura. Ha coordinado planes de lectura provinciales y escribe sobre literatura infantil y juvenil. Investiga cómo leen niños y adolescentes en entornos digitales y propone prácticas que integran libros, pantallas y conversación.',
    speaker_name_meeting_page: 'Mg. Florencia Etcheverry',
    speaker_ln: 'https://www.linkedin.com/in/florencia-etcheverry-lamas',
    speaker_fb: '',
    speaker_tw: '',
    speaker_yt: 'https://www.youtube.com/@florenciaetcheverry-lecturas',
    driver: 'Martín Pereyra Silva',
    driver_job: 'Maestro rural y comunicador',
    driver_country: 'Uruguay',
    driver_doc: '',
    driver_doc_text:
      'Maestro de escuela rural con veinte años de trayectoria y conductor de un programa radial sobre educación. Ha promovido clubes de lectura en comunidades pequeñas y redes de intercambio entre maestros. Cree que las mejores ideas pedagógicas nacen cuando los docentes se animan a compartir lo que hacen.',
  },
  {
    slug: 'inteligencia-artificial-en-el-aula',
    title: 'Inteligencia artificial[br]en el aula',
    topic: 'Tecnología educativa',
    start: { days: 45, time: '17:00' },
    time_zone: 'America/Lima',
    duration_minutes: 90,
    active_override: null,
    ...meetingImages(5),
    iframe_event: '',
    iframe_chat: '',
    iframe_post_event: '',
    reason:
      'La inteligencia artificial ya forma parte de la vida de nuestros estudiantes, lo sepamos o no. En lugar de temerle o prohibirla, la escuela puede enseñar a usarla con criterio, ética y creatividad. Este encuentro abre la conversación sobre sus oportunidades y sus riesgos en el aula.',
    objectives: [
      {
        img: objectiveImg(1),
        title: 'Comprender qué es la inteligencia artificial',
        excerpt: 'Conocer en términos sencillos cómo funcionan estas herramientas y cuáles son sus límites.',
      },
      {
        img: objectiveImg(2),
        title: 'Usarla con propósito pedagógico',
        excerpt:
          'Explorar usos que apoyen la planificación, la personalización y la creatividad sin reemplazar el pensamiento.',
      },
      {
        img: objectiveImg(3),
        title: 'Promover un uso ético',
        excerpt: 'Reflexionar con los estudiantes sobre privacidad, sesgos, autoría y honestidad académica.',
      },
    ],
    doc: '',
    summ: '',
    presentation: '',
    podcast: '',
    recommendations: [],
    cta_text: 'Muy pronto abriremos las inscripciones. ¡Mantente atento!',
    speaker: 'Gonzalo Huamán Torres',
    speaker_country: 'Perú',
    speaker_job: 'Ingeniero de sistemas e investigador en tecnología educativa',
    speaker_claim:
      'La pregunta no es si la inteligencia artificial llegará al aula, sino qué haremos los docentes con ella.',
    speaker_excerpt:
      'Ingeniero de sistemas y doctor en Tecnología Educativa. Trabajó en el diseño de plataformas de aprendizaje para escuelas públicas y hoy dirige un laboratorio universitario que estudia el impacto de la inteligencia artificial en la enseñanza. Ha capacitado a miles de docentes en el uso crítico de herramientas digitales y participa en mesas de trabajo sobre ética y tecnología en la educación. Le interesa que la innovación llegue también a las escuelas con menos recursos.',
    speaker_name_meeting_page: 'Dr. Gonzalo Huamán',
    speaker_ln: 'https://www.linkedin.com/in/gonzalo-huaman-torres',
    speaker_fb: '',
    speaker_tw: '',
    speaker_yt: '',
    driver: 'Adriana Solís Jiménez',
    driver_gender: 'f',
    driver_job: 'Coordinadora académica y formadora en competencias digitales',
    driver_country: 'Costa Rica',
    driver_doc: '',
    driver_doc_text:
      'Coordinadora académica de un colegio público y formadora de docentes en competencias digitales. Ha acompañado la incorporación de tecnología en escuelas urbanas y rurales, siempre desde una mirada pedagógica. Le interesa que las conversaciones sobre innovación respondan a las preguntas reales de los maestros.',
  },
];

export const demoMembers: DemoMember[] = [
  { key: 'sofia_benitez', name: 'Sofía', lastname: 'Benítez Acosta', country: 'argentina', city: 'Córdoba' },
  {
    key: 'gabriela_vargas',
    name: 'Gabriela',
    lastname: 'Vargas Zurita',
    country: 'bolivia',
    city: 'Cochabamba',
  },
  {
    key: 'julian_cardenas',
    name: 'Julián',
    lastname: 'Cárdenas Mejía',
    country: 'colombia',
    city: 'Barranquilla',
  },
  {
    key: 'maria_jose_chaves',
    name: 'María José',
    lastname: 'Chaves Solano',
    country: 'costa rica',
    city: 'Heredia',
  },
  {
    key: 'patricio_andrade',
    name: 'Patricio',
    lastname: 'Andrade Cevallos',
    country: 'ecuador',
    city: 'Cuenca',
  },
  {
    key: 'karla_menjivar',
    name: 'Karla',
    lastname: 'Menjívar Portillo',
    country: 'el salvador',
    city: 'Santa Ana',
  },
  {
    key: 'luis_xicara',
    name: 'Luis Fernando',
    lastname: 'Xicará López',
    country: 'guatemala',
    city: 'Quetzaltenango',
  },
  {
    key: 'ana_banegas',
    name: 'Ana Lucía',
    lastname: 'Banegas Ordóñez',
    country: 'honduras',
    city: 'San Pedro Sula',
  },
  { key: 'hector_ramirez', name: 'Héctor', lastname: 'Ramírez Olvera', country: 'mexico', city: 'Puebla' },
  {
    key: 'yesenia_gutierrez',
    name: 'Yesenia',
    lastname: 'Gutiérrez Lacayo',
    country: 'nicaragua',
    city: 'León',
  },
  {
    key: 'ricardo_castillo',
    name: 'Ricardo',
    lastname: 'Castillo De León',
    country: 'panama',
    city: 'David',
  },
  { key: 'rosa_huanca', name: 'Rosa Elena', lastname: 'Huanca Flores', country: 'peru', city: 'Cusco' },
  {
    key: 'federico_olivera',
    name: 'Federico',
    lastname: 'Olivera Techera',
    country: 'uruguay',
    city: 'Salto',
  },
  {
    key: 'yanira_pena',
    name: 'Yanira',
    lastname: 'Peña Almonte',
    country: 'republica dominicana',
    city: 'Santiago de los Caballeros',
  },
];

const M1 = 'liderazgo-pedagogico-en-tiempos-de-cambio';
const M2 = 'evaluar-para-aprender';
const M3 = 'bienestar-docente-y-socioemocional';

export const demoMeetingPosts: DemoMeetingPost[] = [
  // Meeting 1 (20 days ago): 26 posts, one hidden by moderation.
  {
    meetingSlug: M1,
    author: 'hector_ramirez',
    post: '¡Saludos desde Puebla! Vimos el encuentro en vivo con todo el equipo directivo de la secundaria y salimos con muchas ideas.',
    hoursAgo: 458,
  },
  {
    meetingSlug: M1,
    author: 'yanira_pena',
    post: 'Buenas noches a todos desde Santiago de los Caballeros. Qué encuentro tan inspirador, justo lo que necesitábamos en nuestra escuela.',
    hoursAgo: 457.5,
  },
  {
    meetingSlug: M1,
    author: 'docente',
    post: 'Me quedo con la idea de que el liderazgo pedagógico no es exclusivo del director: cada docente lidera desde su aula.',
    hoursAgo: 456,
  },
  {
    meetingSlug: M1,
    author: 'rosa_huanca',
    post: 'Qué importante lo que dijo la doctora sobre escuchar antes de decidir. En mi colegio muchas veces los cambios llegan sin consultar a nadie y así es muy difícil que funcionen.',
    hoursAgo: 455,
  },
  {
    meetingSlug: M1,
    author: 'completo',
    post: 'Como directora, me llevo la tarea de reservar al menos una hora semanal para observar clases y conversar con los profesores, no solo para revisar papeles.',
    hoursAgo: 452,
  },
  {
    meetingSlug: M1,
    author: 'julian_cardenas',
    post: '¿Alguien tiene experiencia armando comunidades de aprendizaje entre docentes de distintas áreas? Me gustaría saber cómo organizaron los tiempos.',
    hoursAgo: 440,
  },
  {
    meetingSlug: M1,
    author: 'maria_jose_chaves',
    post: '@Julián en nuestra escuela lo hacemos una vez al mes, el último viernes. Empezamos con un caso real de aula y cada área aporta una mirada. ¡Funciona muy bien!',
    hoursAgo: 432,
  },
  {
    meetingSlug: M1,
    author: 'coach',
    post: '¡Gracias por todos sus aportes! Les recuerdo que el documento y la presentación del encuentro ya están disponibles para descargar en esta misma página.',
    hoursAgo: 420,
  },
  {
    meetingSlug: M1,
    author: 'luis_xicara',
    post: 'En las escuelas rurales el director muchas veces también es docente de grado. Me gustó que se hablara de liderazgo compartido, porque solos no podemos con todo.',
    hoursAgo: 400,
  },
  {
    meetingSlug: M1,
    author: 'gabriela_vargas',
    post: 'Vi la grabación con mis colegas en la reunión de docentes y generó una conversación muy rica. Gracias por compartirla.',
    hoursAgo: 380,
  },
  {
    meetingSlug: M1,
    author: 'federico_olivera',
    post: 'La frase «crear condiciones para que todos aprendan, también los adultos» me quedó dando vueltas. La formación docente también es responsabilidad de la escuela.',
    hoursAgo: 360,
  },
  {
    meetingSlug: M1,
    author: 'ricardo_castillo',
    post: '¡Gana dinero desde casa vendiendo cursos en línea! Resultados garantizados en una semana. Escríbeme por mensaje privado y te paso todos los detalles.',
    hoursAgo: 350,
    hidden: true,
  },
  {
    meetingSlug: M1,
    author: 'karla_menjivar',
    post: 'Excelente encuentro. Me hubiera gustado escuchar más ejemplos de escuelas de Centroamérica, pero las ideas se pueden adaptar perfectamente.',
    hoursAgo: 330,
  },
  {
    meetingSlug: M1,
    author: 'patricio_andrade',
    post: 'Soy coordinador pedagógico y me identifico mucho con la parte de acompañar sin fiscalizar. La retroalimentación entre pares cambia el clima de la escuela.',
    hoursAgo: 300,
  },
  {
    meetingSlug: M1,
    author: 'ana_banegas',
    post: 'Para quienes buscaban la guía de acompañamiento docente: está más abajo, en las recomendaciones del encuentro. ¡La recomiendo mucho!',
    hoursAgo: 270,
  },
  {
    meetingSlug: M1,
    author: 'docente',
    post: 'Hoy propuse en la reunión de área que cada mes uno de nosotros comparta una práctica que le funcionó. La idea salió de este encuentro y todos se animaron.',
    hoursAgo: 240,
  },
  {
    meetingSlug: M1,
    author: 'ricardo_castillo',
    post: 'Muy claro el planteamiento. Liderar en la incertidumbre exige humildad para decir «no sé, pero lo resolvemos juntos».',
    hoursAgo: 210,
  },
  {
    meetingSlug: M1,
    author: 'sofia_benitez',
    post: 'Escuché el podcast camino al trabajo y me encantó poder repasar las ideas principales. Ojalá todos los encuentros tengan esa versión.',
    hoursAgo: 180,
  },
  {
    meetingSlug: M1,
    author: 'yesenia_gutierrez',
    post: 'Gracias al conductor por las preguntas tan pertinentes. Se notó que recogió las inquietudes que dejamos en el foro antes del encuentro.',
    hoursAgo: 150,
  },
  {
    meetingSlug: M1,
    author: 'completo',
    post: 'Compartí el resumen con todo mi equipo. Vamos a usarlo como punto de partida para la jornada de planificación del próximo mes.',
    hoursAgo: 120,
  },
  {
    meetingSlug: M1,
    author: 'hector_ramirez',
    post: 'Una pregunta para la comunidad: ¿cómo manejan la resistencia al cambio de algunos colegas con muchos años de servicio? Se aceptan consejos.',
    hoursAgo: 96,
  },
  {
    meetingSlug: M1,
    author: 'rosa_huanca',
    post: '@Héctor a mí me ha servido invitarlos a liderar algo en lo que son expertos. Cuando se sienten valorados, la resistencia baja mucho.',
    hoursAgo: 90,
  },
  {
    meetingSlug: M1,
    author: 'coach',
    post: 'Muy buen intercambio, colegas. Sumo una idea: empezar por cambios pequeños y visibles ayuda a construir confianza antes de proponer transformaciones grandes.',
    hoursAgo: 72,
  },
  {
    meetingSlug: M1,
    author: 'julian_cardenas',
    post: 'Llegué tarde a esta conversación, pero acabo de ver la grabación completa. Vale cada minuto.',
    hoursAgo: 30,
  },
  {
    meetingSlug: M1,
    author: 'maria_jose_chaves',
    post: 'Ya estoy inscrita en el próximo encuentro. ¡Qué buena iniciativa la de este foro para seguir aprendiendo entre países!',
    hoursAgo: 8,
  },
  {
    meetingSlug: M1,
    author: 'patricio_andrade',
    post: 'Volví a leer el documento del encuentro para preparar una charla con los padres de familia. Muy útil para explicar qué hace un equipo directivo.',
    hoursAgo: 1.5,
  },

  // Meeting 2 (50 days ago): 4 posts.
  {
    meetingSlug: M2,
    author: 'federico_olivera',
    post: 'Me llevo la idea de que la retroalimentación tiene que llegar a tiempo para que el estudiante todavía pueda mejorar. Parece obvio, pero pocas veces lo hacemos.',
    hoursAgo: 1150,
  },
  {
    meetingSlug: M2,
    author: 'docente',
    post: 'Probé la autoevaluación con semáforo que propuso el ponente y mis estudiantes de séptimo respondieron con mucha honestidad. ¡Gran recurso!',
    hoursAgo: 900,
  },
  {
    meetingSlug: M2,
    author: 'karla_menjivar',
    post: '¿Cómo conciliar la evaluación formativa con la obligación de poner notas cada bimestre? Es mi gran duda después del encuentro.',
    hoursAgo: 620,
  },
  {
    meetingSlug: M2,
    author: 'coach',
    post: '@Karla una opción es registrar el proceso con rúbricas y usar esa evidencia para la nota final. En las recomendaciones hay ejemplos que pueden ayudarte.',
    hoursAgo: 600,
  },

  // Meeting 3 (live now): 6 posts.
  {
    meetingSlug: M3,
    author: 'yanira_pena',
    post: 'Aquí esperando que empiece. ¡Este tema es muy necesario para todos los que trabajamos en escuelas!',
    hoursAgo: 0.4,
  },
  {
    meetingSlug: M3,
    author: 'luis_xicara',
    post: 'Saludos desde Quetzaltenango. Nos reunimos cinco maestros de la escuela para verlo juntos.',
    hoursAgo: 0.3,
  },
  {
    meetingSlug: M3,
    author: 'completo',
    post: 'Pregunta para la doctora: ¿qué puede hacer un equipo directivo para cuidar el bienestar de los docentes sin sumarles más reuniones?',
    hoursAgo: 0.2,
  },
  {
    meetingSlug: M3,
    author: 'ana_banegas',
    post: 'Qué bien se siente escuchar que no es egoísta cuidarse. Muchas veces sentimos culpa por descansar.',
    hoursAgo: 0.15,
  },
  {
    meetingSlug: M3,
    author: 'docente',
    post: 'Ya anoté el ejercicio de respiración de tres minutos. Lo voy a probar mañana con mis estudiantes antes de la primera clase.',
    hoursAgo: 0.1,
  },
  {
    meetingSlug: M3,
    author: 'coach',
    post: '¡Bienvenidos todos! Recuerden dejar aquí sus preguntas: al final del encuentro la ponente responderá algunas en vivo.',
    hoursAgo: 0.05,
  },
];

export const demoAxes: DemoAxis[] = [
  {
    slug: 'claves-para-conectar-con-tus-estudiantes',
    position: 1,
    claim: 'Conectar para enseñar',
    title: 'Claves para conectar con tus estudiantes',
    excerpt:
      'Una ruta para fortalecer el vínculo con tus estudiantes a partir de la escucha, la empatía y el reconocimiento. Descubre prácticas sencillas que transforman el clima del aula.',
    startDays: -30,
    active: true,
    video_inner: LOOP,
    speaker: 'Valentina Ríos Carvajal',
    speaker_job: 'Psicopedagoga y formadora de docentes',
    speaker_country: 'Colombia',
  },
  {
    slug: 'aprendizaje-basado-en-proyectos',
    position: 2,
    claim: 'Aprender haciendo',
    title: 'Aprendizaje basado en proyectos',
    excerpt:
      'Aprende a diseñar proyectos que partan de preguntas reales y movilicen varias áreas del conocimiento. Te acompañamos paso a paso, desde la idea inicial hasta la presentación final.',
    startDays: -5,
    active: true,
    video_inner: LOOP,
    speaker: 'Andrés Bustamante Leal',
    speaker_job: 'Coordinador de innovación pedagógica',
    speaker_country: 'México',
  },
  {
    slug: 'evaluacion-formativa-en-el-aula',
    position: 3,
    claim: 'Evaluar para avanzar',
    title: 'Evaluación formativa en el aula',
    excerpt:
      'Conoce estrategias para que la evaluación acompañe el aprendizaje en lugar de limitarse a calificarlo. Retroalimentación, autoevaluación y rúbricas al servicio de tus estudiantes.',
    startDays: 40,
    active: false,
    video_inner: LOOP,
    speaker: 'Carolina Vidal Echeverría',
    speaker_job: 'Especialista en evaluación educativa',
    speaker_country: 'Chile',
  },
];

export const demoHomeItems: DemoHomeItem[] = [
  {
    position: 1,
    img: `${MEDIA}/item-1.svg`,
    title: 'Participa en nuestro sorteo',
    excerpt:
      'Completa una ruta y descarga tu certificado para entrar en el sorteo de una tablet; participa en el foro de la ruta y opta a un smartwatch. Consulta las bases para conocer todos los detalles.',
    url: '/bases-del-sorteo',
  },
  {
    position: 2,
    img: `${MEDIA}/item-2.svg`,
    title: 'Revive la edición 2021',
    excerpt: 'Vuelve a ver los encuentros de la edición anterior y descarga sus materiales cuando quieras.',
    url: '/foro-de-educadores',
  },
  {
    position: 3,
    img: `${MEDIA}/item-3.svg`,
    title: 'Únete a la comunidad',
    excerpt:
      'Miles de educadores de 15 países comparten experiencias, preguntas e ideas. Regístrate y suma tu voz a la conversación.',
    url: '/',
  },
];
