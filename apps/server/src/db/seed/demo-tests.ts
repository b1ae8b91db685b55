/**
 * Demo content of the main route's practical cases (stop 7) and of its participation forum: the
 * threads led by the route coaches and the members' posts. All people and schools are fictional;
 * post times are relative to the seed.
 */
import type { DemoTest, DemoThread } from './demo-content-types.ts';

const AXIS = 'claves-para-conectar-con-tus-estudiantes';
const SPEAKER = 'Valentina Ríos Carvajal';

export const demoTests: DemoTest[] = [
  {
    axisSlug: AXIS,
    slug: 'caso-aula-dividida',
    title: 'Un aula dividida en dos',
    speaker: SPEAKER,
    image_list: '/media/demo/caso-1.svg',
    description:
      'Un grupo de noveno grado se parte en dos bandos después de un campeonato. Ayuda a su tutor a recuperar la convivencia y el sentido de grupo.',
    intro: [
      {
        title: 'La situación',
        text: 'La Institución Educativa El Mirador es una escuela pública de secundaria en una ciudad intermedia. Ernesto, profesor de Ciencias Sociales, es tutor de noveno B desde inicios de año: treinta y dos estudiantes de catorce y quince años. Hasta hace unas semanas, el grupo tenía fama de unido y participativo. Todo cambió después del campeonato intercolegial de fútbol: la selección del equipo que representaría al curso dejó a varios estudiantes fuera, y un comentario burlón en el chat del grupo encendió la discusión. Desde entonces, el salón está partido en dos bandos que casi no se hablan.',
      },
      {
        title: 'Lo que pasa en clase',
        text: 'Los dos bandos se sientan en extremos opuestos del aula. Cuando Ernesto propone trabajos en equipo, los estudiantes se niegan a mezclarse y algunos piden cambiarse de grupo. Las exposiciones se interrumpen con risas y comentarios en voz baja, y dos estudiantes, Tomás y Renata, se han convertido en las voces de cada lado. Otros, como Samuel, quedaron en medio: no pertenecen a ningún bando y cada vez participan menos. Algunas familias ya escribieron a la coordinación, preocupadas por los mensajes que circulan en el chat.',
      },
      {
        title: 'El desafío',
        text: 'La coordinadora le pidió a Ernesto que intervenga antes de la semana de proyectos, en la que el grupo debe trabajar en equipos mixtos. Ernesto siente la tentación de imponer sanciones y reorganizar los puestos por lista, pero sabe que una medida solo disciplinaria podría endurecer las posiciones. Se pregunta cómo recuperar la confianza del grupo, cómo escuchar a ambas partes sin tomar partido y qué rutinas podrían reconstruir el sentido de pertenencia. Lee las preguntas y elige, en cada caso, la respuesta que mejor refleje lo trabajado en la ruta.',
      },
    ],
    questions: [
      {
        question: '¿Cuál sería el primer paso más adecuado para Ernesto ante la división del grupo?',
        answers: [
          'Anunciar sanciones para quienes sigan publicando comentarios ofensivos en el chat del curso.',
          'Conversar por separado con estudiantes de ambos bandos para escuchar cómo están viviendo la situación.',
          'Reorganizar los puestos por orden de lista sin dar explicaciones al grupo.',
          'Esperar a que el conflicto se resuelva solo cuando termine el campeonato.',
        ],
        correct: 1,
      },
      {
        question:
          'En la conversación a solas, Tomás dice: «Ellos empezaron, yo solo respondí». ¿Qué respuesta refleja mejor la escucha activa?',
        answers: [
          '«No me importa quién empezó; los dos bandos se están portando igual de mal».',
          '«Eso no es excusa: tienes que dar el ejemplo porque muchos compañeros te siguen».',
          '«Bueno, ya veremos; por ahora vuelve a tu puesto y sigue con la tarea».',
          '«Entonces sientes que te atacaron primero. Cuéntame qué pasó y cómo te afectó».',
        ],
        correct: 3,
      },
      {
        question:
          'Samuel, que quedó en medio de los dos bandos, participa cada vez menos. ¿Qué sería lo más adecuado?',
        answers: [
          'Acercarse a él en privado unos minutos cada día para conversar sobre temas que le interesen.',
          'Pedirle en voz alta, frente al grupo, que diga cuál de los dos bandos tiene la razón.',
          'No intervenir, porque Samuel no está involucrado directamente en el conflicto.',
          'Avisar de inmediato a su familia que su rendimiento está bajando en todas las materias.',
        ],
        correct: 0,
      },
      {
        question:
          'Ernesto quiere que el inicio de la clase vuelva a generar sentido de grupo. ¿Qué rutina es la más apropiada?',
        answers: [
          'Empezar cada clase con un dictado en silencio para evitar que se formen conversaciones.',
          'Comenzar directamente con el contenido para no perder más tiempo de clase con el conflicto.',
          'Saludar a cada estudiante por su nombre en la puerta y abrir con una pregunta breve que todos respondan.',
          'Leer al inicio de cada clase las anotaciones de conducta de la semana anterior.',
        ],
        correct: 2,
      },
      {
        question:
          'Durante una exposición, Renata y sus amigos interrumpen con risas. ¿Cuál es la mejor reacción en ese momento?',
        answers: [
          'Detener la exposición y exigirle a Renata que explique frente a todos de qué se ríe.',
          'Ignorar las risas por completo, aunque la exposición no pueda continuar.',
          'Sacar a Renata del salón para que el resto de la clase entienda el mensaje.',
          'Bajar la intensidad con una señal tranquila y decirle que lo conversarán al final de la clase.',
        ],
        correct: 3,
      },
      {
        question:
          'Ernesto decide organizar un círculo de diálogo con todo el grupo. ¿Qué acuerdo es más importante establecer al comienzo?',
        answers: [
          'Que cada persona hable por turnos, en primera persona y sin descalificar a nadie.',
          'Que solo hablen Tomás y Renata, como representantes de cada bando, para ahorrar tiempo.',
          'Que el profesor decida al final de la conversación quién tuvo la culpa del conflicto.',
          'Que se permita grabar la conversación para compartirla después con las familias.',
        ],
        correct: 0,
      },
      {
        question: '¿Qué pregunta sería más útil para abrir el círculo de diálogo?',
        answers: [
          '«¿Quién escribió el primer mensaje ofensivo en el chat del curso?».',
          '«¿Qué necesitamos como grupo para volver a sentirnos bien en esta aula?».',
          '«¿Por qué no pueden comportarse como lo hacían antes del campeonato?».',
          '«¿Quién quiere pedir disculpas primero para terminar de una vez con esto?».',
        ],
        correct: 1,
      },
      {
        question: 'Para la semana de proyectos, ¿cómo conviene formar los equipos mixtos?',
        answers: [
          'Dejar que cada estudiante elija con quién trabajar, aunque los equipos repitan los bandos.',
          'Formar los equipos al azar y sancionar a quien se queje del equipo que le tocó.',
          'Formar los equipos a partir del mapa de intereses del grupo, con roles claros y metas compartidas.',
          'Suspender los trabajos en equipo hasta que el conflicto esté resuelto por completo.',
        ],
        correct: 2,
      },
      {
        question:
          'Un equipo mixto entrega su avance a tiempo y bien organizado. ¿Qué comentario de Ernesto refleja mejor el reconocimiento?',
        answers: [
          '«¡Muy bien, chicos, ustedes son los mejores de todo el curso!».',
          '«Repartieron las tareas y escucharon todas las ideas; esa forma de trabajar los hizo avanzar».',
          '«Por fin se portan bien; ojalá el resto del curso aprenda de ustedes».',
          '«Les pongo la nota máxima para que los demás equipos se motiven».',
        ],
        correct: 1,
      },
      {
        question:
          'Ernesto reconoce que en una clase perdió la paciencia y le gritó al grupo. ¿Qué debería hacer?',
        answers: [
          'No mencionarlo, porque reconocer un error le restaría autoridad frente a los estudiantes.',
          'Explicar que el grito fue culpa del grupo, que lo provocó con su conducta.',
          'Reconocer ante el grupo que reaccionó mal, pedir disculpas y reafirmar los acuerdos de convivencia.',
          'Pedirle a la coordinación que se haga cargo del grupo durante unas semanas.',
        ],
        correct: 2,
      },
    ],
  },
  {
    axisSlug: AXIS,
    slug: 'caso-estudiante-silencioso',
    title: 'El silencio de Martina',
    speaker: SPEAKER,
    image_list: '/media/demo/caso-2.svg',
    description:
      'Martina dejó de participar después de una discusión con su profesor frente a la clase. Descubre cómo reparar el vínculo paso a paso.',
    intro: [
      {
        title: 'Martina y la clase de Matemáticas',
        text: 'Martina tiene trece años y cursa octavo grado en el Colegio Los Laureles, una escuela pública de jornada completa. Hasta mediados del semestre era una estudiante participativa: levantaba la mano, ayudaba a sus compañeros y solía quedarse después de clase para hacer preguntas. Un martes, durante la revisión de una tarea, el profesor Gustavo señaló un error suyo frente a todos con un comentario irónico. Martina respondió molesta, él le pidió que saliera del salón y la escena terminó con varios compañeros riéndose.',
      },
      {
        title: 'Semanas de silencio',
        text: 'Desde ese día, Martina se sienta al fondo, no levanta la vista del cuaderno y responde con monosílabos. Entrega las tareas incompletas y, cuando trabaja en equipo, deja que otros hablen por ella. En otras asignaturas su actitud es parecida, aunque menos marcada. La orientadora comentó que la familia está en plena mudanza, y una compañera le contó al profesor que Martina dice que «él la tiene en la mira». Gustavo nota el cambio y no sabe si acercarse o darle espacio.',
      },
      {
        title: 'Lo que se propone el profesor',
        text: 'Gustavo reconoce que aquel día reaccionó con ironía y que el conflicto se le fue de las manos. Quiere reparar la relación antes de que Martina se desconecte del todo, pero teme empeorar las cosas si la presiona. Tiene treinta y cinco estudiantes por grupo, poco tiempo libre entre clases y una evaluación importante en tres semanas. A partir de las estrategias de la ruta (la escucha, el reconocimiento y la reparación del vínculo), elige en cada pregunta la opción que te parezca más adecuada.',
      },
    ],
    questions: [
      {
        question: '¿Cuál es el primer paso más adecuado para el profesor Gustavo?',
        answers: [
          'Esperar a que Martina se acerque por su cuenta cuando se le pase el enojo.',
          'Buscar un momento a solas con Martina para reconocer cómo manejó la situación e invitarla a conversar.',
          'Pedirle a la orientadora que hable con Martina para no tener que hacerlo él.',
          'Llamarla frente al grupo para demostrar que entre ellos no hay ningún resentimiento.',
        ],
        correct: 1,
      },
      {
        question: 'Al iniciar la conversación, ¿qué frase ayuda más a reparar el vínculo?',
        answers: [
          '«Martina, el otro día reaccioné con ironía y no estuvo bien. Quiero pedirte disculpas».',
          '«Martina, tú también me faltaste el respeto, así que estamos a mano».',
          '«Martina, olvidemos lo que pasó y empecemos de cero, ¿de acuerdo?».',
          '«Martina, si sigues así vas a reprobar la materia este semestre».',
        ],
        correct: 0,
      },
      {
        question: 'Martina responde «da igual, profe» y se encoge de hombros. ¿Qué debería hacer Gustavo?',
        answers: [
          'Insistir en ese momento hasta que ella explique con detalle por qué está molesta.',
          'Dar la conversación por terminada y concluir que ella no quiere arreglar nada.',
          'Respetar su silencio, dejar la puerta abierta y seguir mostrándose disponible en los días siguientes.',
        ],
        correct: 2,
      },
      {
        question:
          '¿Qué estrategia de la ruta es más útil para reconstruir la confianza durante las semanas siguientes?',
        answers: [
          'Revisar sus tareas con más rigor para demostrar que la trata igual que a todos.',
          'Cambiarla de puesto para que se siente cerca del escritorio del profesor.',
          'Hacerle preguntas en cada clase frente al grupo para asegurarse de que está atendiendo.',
          'Dedicarle dos minutos diarios durante diez días para conversar sobre temas que no sean la tarea.',
        ],
        correct: 3,
      },
      {
        question:
          'Gustavo se entera por la orientadora de que la familia de Martina está en plena mudanza. ¿Cómo debería tomar este dato?',
        answers: [
          'Como una prueba de que el cambio de Martina no tiene nada que ver con lo ocurrido en clase.',
          'Como información para comprender su situación con empatía, sin dejar de reparar su propia parte.',
          'Como un motivo para comentarlo con el grupo y pedirles a los compañeros que la apoyen.',
          'Como una razón para bajarle todas las exigencias académicas hasta fin de año.',
        ],
        correct: 1,
      },
      {
        question:
          'Martina entrega una tarea incompleta, pero con un procedimiento bien pensado. ¿Qué retroalimentación es más adecuada?',
        answers: [
          '«Está incompleta; así no puedo ponerte una buena nota en esta tarea».',
          'Decirle «¡Excelente, eres muy inteligente!», aunque falten varios ejercicios por resolver.',
          '«Tu forma de plantear el segundo problema es muy clara. ¿Qué te ayudaría a terminar los que faltan?».',
          'No comentarle nada para no incomodarla mientras la relación se recupera.',
        ],
        correct: 2,
      },
      {
        question:
          'Algunos compañeros siguen bromeando sobre «el día que echaron a Martina». ¿Qué le corresponde hacer a Gustavo?',
        answers: [
          'Intervenir con calma, recordar los acuerdos de convivencia y conversar en privado con quienes hacen las bromas.',
          'Hacer como si no escuchara, para no volver a poner el tema en el centro.',
          'Reírse con el grupo para quitarle gravedad a lo que pasó aquel día.',
          'Pedirle a Martina que responda a las bromas y aprenda a defenderse sola.',
        ],
        correct: 0,
      },
      {
        question: 'Para volver a invitar a Martina a participar en clase, ¿qué opción es la más apropiada?',
        answers: [
          'Pedirle que pase a la pizarra a resolver el ejercicio más difícil del día.',
          'Esperar a que vuelva a levantar la mano por iniciativa propia, sin hacer nada distinto.',
          'Ofrecerle puntos extra cada vez que hable en voz alta frente a todo el grupo.',
          'Proponer formas de participación de bajo riesgo, como escribir en tarjetas o compartir primero en parejas.',
        ],
        correct: 3,
      },
      {
        question:
          'Después de dos semanas, Martina se queda al final de la clase para hacer una pregunta. ¿Cómo debería responder Gustavo?',
        answers: [
          'Contestarle rápido, porque ya empieza el recreo y hay otro grupo esperando.',
          'Aprovechar para recordarle que debe ponerse al día con todas las tareas atrasadas.',
          'Darle tiempo, escuchar su pregunta con atención y agradecerle que se haya acercado.',
          'Comentarle que ya era hora de que volviera a participar como antes.',
        ],
        correct: 2,
      },
      {
        question:
          'Gustavo quiere evitar que algo parecido vuelva a ocurrir con otros estudiantes. ¿Qué compromiso es más coherente con la ruta?',
        answers: [
          'Dejar de corregir errores en clase para que nadie vuelva a sentirse expuesto.',
          'Tratar los errores como oportunidades de aprendizaje, sin ironía, y conversar en privado cuando haya tensión.',
          'Establecer sanciones más severas para quien responda de mala manera a un docente.',
          'Pedir a los estudiantes que anoten sus dudas y no interrumpan nunca la explicación.',
        ],
        correct: 1,
      },
    ],
  },
];

export const demoThreads: DemoThread[] = [
  {
    axisSlug: AXIS,
    slug: 'como-inician-sus-clases',
    title: '¿Cómo inician ustedes sus clases?',
    coachName: 'Lucía Herrera Campos',
    posts: [
      {
        author: 'coach',
        post: '¡Bienvenidas y bienvenidos al foro de la ruta! Para empezar, les propongo compartir algo concreto: ¿cómo inician hoy sus clases? ¿Tienen algún saludo, pregunta o rutina de los primeros minutos que les funcione? Cuéntennos también la edad de sus estudiantes, así nos inspiramos entre todos.',
        hoursAgo: 600,
      },
      {
        author: 'docente',
        post: 'Trabajo con cuarto grado y desde el año pasado recibo a los niños en la puerta. Cada uno elige cómo saludar: chocar los puños, un abrazo o un saludo con la mano. Al principio sentía que perdía tiempo, pero ahora entran mucho más tranquilos y son ellos los que me lo recuerdan si me olvido.',
        hoursAgo: 562,
      },
      {
        author: 'julian_cardenas',
        post: 'Doy clase de Química en décimo y undécimo, y lo del saludo en la puerta con adolescentes me da un poco de pudor. ¿A alguien le funcionó con grupos de secundaria? Temo que lo vean como algo infantil.',
        hoursAgo: 531,
      },
      {
        author: 'coach',
        post: '[quote=Julián Cárdenas Mejía]Temo que lo vean como algo infantil.[/quote]Es una duda muy común, Julián. Con adolescentes suele funcionar algo más sobrio: llamarlos por su nombre, un comentario sobre algo que sabes que les interesa o una pregunta rápida. Lo importante no es el gesto, sino que cada uno sienta que notaste su llegada.',
        hoursAgo: 498,
      },
      {
        author: 'rosa_huanca',
        post: 'En mi escuela de Cusco tenemos aulas multigrado y empezamos con una ronda breve en quechua y en castellano: cada niño dice una palabra sobre cómo llegó. Los más pequeños aprenden de los mayores, y los mayores se sienten responsables de los pequeños.',
        hoursAgo: 470,
      },
      {
        author: 'hector_ramirez',
        post: 'Yo uso la pregunta del día con secundaria y funciona muy bien. Esta semana pregunté «¿qué canción pondrías para empezar el lunes?» y terminamos armando una lista para los trabajos en equipo. Fueron cinco minutos y después el grupo estuvo más atento que nunca.',
        hoursAgo: 433,
      },
      {
        author: 'julian_cardenas',
        post: '[quote=Héctor Ramírez Olvera]terminamos armando una lista para los trabajos en equipo[/quote]¡Me encanta la idea! Voy a probar algo parecido en el laboratorio: una pregunta rápida al entrar, sin calificación. Les cuento cómo me va después de una semana.',
        hoursAgo: 401,
      },
      {
        author: 'maria_jose_chaves',
        post: 'A mí me ayudó mucho el termómetro emocional con colores en la pizarra. No comento cada respuesta, pero si alguien marca rojo dos días seguidos, busco un momento para acercarme. Así me enteré a tiempo de que una estudiante estaba atravesando un duelo en su familia.',
        hoursAgo: 352,
      },
      {
        author: 'completo',
        post: 'Soy directora y en nuestra escuela acordamos que todos los docentes dediquen los primeros cinco minutos de la primera hora a una rutina de bienvenida. No todos usan la misma, pero el cambio en el clima de los pasillos se notó en menos de un mes.',
        hoursAgo: 301,
      },
      {
        author: 'coach',
        post: 'Qué buenos ejemplos. Me quedo con algo que se repite en todos: la constancia. María José, lo del termómetro es escucha en estado puro: no hace falta intervenir siempre, basta con observar y acercarse a quien lo necesita. Camila, ¿cómo lograron que todo el equipo docente se sumara?',
        hoursAgo: 254,
      },
      {
        author: 'completo',
        post: '[quote=Lucía Herrera Campos]¿cómo lograron que todo el equipo docente se sumara?[/quote]No fue inmediato. Empezamos con tres docentes voluntarios, compartimos sus experiencias en una reunión de consejo y después cada uno eligió su rutina. Creo que la clave fue no imponer un formato único.',
        hoursAgo: 203,
      },
      {
        author: 'ana_banegas',
        post: 'Leyéndolos me doy cuenta de que yo siempre empiezo pasando lista y pidiendo silencio. Mañana voy a cambiar el orden: primero un saludo y una pregunta, y después la lista. Tengo un sexto grado bastante inquieto, así que ya les contaré qué tal me fue.',
        hoursAgo: 121,
      },
      {
        author: 'docente',
        post: 'Ana Lucía, un truco que me sirvió con un grupo inquieto: dejar la pregunta del día escrita en la pizarra antes de que entren. Así llegan, la leen y ya tienen algo en qué pensar mientras se acomodan.',
        hoursAgo: 48,
      },
      {
        author: 'coach',
        post: 'Gracias por compartir tanto. Les dejo un reto para esta semana: elijan una sola rutina y sosténganla cinco días seguidos. El viernes vuelvan a este hilo y cuéntennos qué cambió, aunque sea algo pequeño.',
        hoursAgo: 6,
      },
    ],
  },
  {
    axisSlug: AXIS,
    slug: 'conversar-despues-de-un-conflicto',
    title: 'Conversar después de un conflicto: ¿qué les ha funcionado?',
    coachName: 'Mateo Gómez Arrieta',
    posts: [
      {
        author: 'sofia_benitez',
        post: 'Abro el hilo que propuso Mateo a partir de la parada 6. La semana pasada un estudiante de segundo año me desafió frente a todos y le respondí mal. Al día siguiente hablamos a solas y le pedí disculpas por mi tono. Me sorprendió cuánto cambió su actitud. ¿Qué experiencias tienen ustedes con las conversaciones restaurativas?',
        hoursAgo: 420,
      },
      {
        author: 'docente',
        post: 'Me pasó algo parecido con una alumna de quinto. Lo que más me costó fue cambiar el «¿por qué hiciste eso?» por «¿qué pasó?». Parece un detalle, pero la conversación fue otra: ella dejó de defenderse y empezó a contar.',
        hoursAgo: 381,
      },
      {
        author: 'coach',
        post: '[quote=Sofía Benítez Acosta]le pedí disculpas por mi tono[/quote]Gracias por compartirlo, Sofía. Desde el equipo de coaches queremos destacar ese gesto: reconocer nuestra parte no nos quita autoridad y le enseña al estudiante cómo se repara una relación. Mateo siempre recomienda cerrar con un acuerdo pequeño y hacer seguimiento.',
        hoursAgo: 333,
      },
      {
        author: 'patricio_andrade',
        post: 'Tengo una duda: ¿qué hacen cuando el estudiante no quiere hablar? Intenté una conversación así con un chico de noveno y solo me respondía «no sé». Terminé dándole un sermón, que era justo lo que no quería hacer.',
        hoursAgo: 262,
      },
      {
        author: 'federico_olivera',
        post: '[quote=Patricio Andrade Cevallos]solo me respondía «no sé»[/quote]Me pasó muchas veces. Lo que me funciona es no forzar: le digo que podemos retomarlo cuando quiera y al día siguiente lo saludo como siempre. Casi siempre vuelve a acercarse solo, a veces una semana después.',
        hoursAgo: 190,
      },
      {
        author: 'coach',
        post: 'Muy buen aporte, Federico. Patricio, a veces ayuda ofrecer otras vías: escribir lo que pasó en una hoja, conversar caminando por el patio o sumar a un adulto de confianza del estudiante. En la guía de conversaciones restaurativas de la parada 6 hay frases de apoyo para esos momentos.',
        hoursAgo: 96,
      },
      {
        author: 'karla_menjivar',
        post: 'Me llevo varias ideas de este hilo. Voy a proponer que revisemos la guía de conversaciones restaurativas en la próxima reunión de docentes de mi escuela: creo que a varios colegas les puede servir.',
        hoursAgo: 31,
      },
    ],
  },
  {
    axisSlug: AXIS,
    slug: 'estudiantes-que-se-alejan-en-silencio',
    title: 'Estudiantes que se alejan en silencio',
    coachName: 'Daniela Quispe Mamani',
    posts: [
      {
        author: 'gabriela_vargas',
        post: 'Daniela nos invitó a pensar en los estudiantes que no hacen ruido, pero se van desconectando. Tengo una alumna de primero de secundaria que ya casi no habla en clase y entrega poco. No hubo ningún conflicto visible: simplemente se apagó. ¿Por dónde empezarían?',
        hoursAgo: 300,
      },
      {
        author: 'yanira_pena',
        post: 'Yo probé la estrategia de los dos minutos durante diez días con un estudiante así. Hablábamos de béisbol, de su perro, de cualquier cosa menos de la tarea. Al octavo día me contó que sus padres se estaban separando. No me habría enterado de otra forma.',
        hoursAgo: 262,
      },
      {
        author: 'coach',
        post: '[quote=Yanira Peña Almonte]Al octavo día me contó que sus padres se estaban separando.[/quote]Qué ejemplo tan claro del valor de esa pequeña inversión diaria. Y algo que Daniela repite mucho: escuchar no significa resolverlo todo solos. Cuando aparece algo así, lo adecuado es derivar con cuidado al equipo de orientación.',
        hoursAgo: 221,
      },
      {
        author: 'docente',
        post: 'Gabriela, otra idea: en el mapa de intereses de la parada 3, algunos de mis estudiantes más callados respondieron dibujando. Una niña que casi no hablaba dibujó caballos en todas las tarjetas y hoy lidera un pequeño proyecto sobre animales de granja. Cambió muchísimo.',
        hoursAgo: 150,
      },
      {
        author: 'luis_xicara',
        post: 'Sumo una advertencia que aprendí con la experiencia: no confundir timidez con desconexión. Hay estudiantes que siempre fueron callados y participan a su manera. Lo que me alerta es el cambio: cuando alguien que antes participaba deja de hacerlo.',
        hoursAgo: 72,
      },
      {
        author: 'coach',
        post: 'Muy buena distinción, Luis Fernando. Gabriela, te proponemos observar unos días y luego probar los dos minutos diarios. Si quieres, vuelve al hilo en un par de semanas y cuéntanos cómo va: seguro que tu experiencia le sirve a más de un colega.',
        hoursAgo: 20,
      },
      {
        author: 'gabriela_vargas',
        post: '¡Gracias a todos! Empiezo el lunes con los dos minutos diarios y voy a anotar lo que observe cada día. Vuelvo con novedades.',
        hoursAgo: 3,
      },
    ],
  },
];
