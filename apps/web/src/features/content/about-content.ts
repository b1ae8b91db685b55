/**
 * Texts of the About page (docs/product/content.md#about-page); its figures are staff's, served by
 * GET pages/about.
 */
export const features = [
  {
    title: 'Encuentros en directo con expertos',
    text: 'Cada mes, una conversación en vivo con especialistas de Iberoamérica sobre los retos reales del aula.',
  },
  {
    title: 'Pregunta al experto',
    text: 'Envía tus preguntas antes y durante el encuentro: el ponente responde a las que más interesan a la comunidad.',
  },
  {
    title: 'Foro de debate',
    text: 'Comparte tu experiencia y conversa con colegas de toda Latinoamérica sobre cada encuentro.',
  },
  {
    title: 'Rutas de aprendizaje',
    text: 'Recorre ejes temáticos de 8 paradas a tu ritmo, con lecturas, vídeos y actividades para llevar al aula.',
  },
  {
    title: 'Masterclass en vivo',
    text: 'En la parada 5 de cada ruta, una clase magistral en directo con chat para resolver tus dudas.',
  },
  {
    title: 'Casos prácticos',
    text: 'Pon a prueba lo aprendido con un caso práctico de 10 preguntas y conoce tu puntuación al instante.',
  },
  {
    title: 'Certificados',
    text: 'Descarga tu certificado de asistencia a cada encuentro y tu certificado al completar una ruta.',
  },
  {
    title: 'Coaches, ranking y premios',
    text: 'Participa en los foros con nuestros coaches, sigue tu progreso en tu perfil y entra en el sorteo de una tablet y un smartwatch.',
  },
];
