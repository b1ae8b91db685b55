import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.

/** The main route, whose masterclass the open-access page has shown so far. */
const MAIN_AXIS_SLUG = 'claves-para-conectar-con-tus-estudiantes';

/**
 * The texts staff edit (docs/product/content.md#pages-staff-edit), as the web app wrote them until
 * now, so that the pages read the same after the move. The draw rules became HTML (the one policy of
 * docs/product/content.md#staff-html): each plain-text paragraph a <p>, each list a <ul>.
 */
const pages: Record<string, unknown> = {
  about: {
    figures: [
      {
        figure: '+60.000',
        label: 'docentes en la comunidad Compartir',
      },
      {
        figure: '15.000',
        label: 'participantes en el Foro 2021',
      },
      {
        figure: '14',
        label: 'países en el Foro 2022',
      },
      {
        figure: '15',
        label: 'países forman la comunidad',
      },
    ],
  },
  'axis-block': {
    heading: 'Rutas de aprendizaje',
    backgrounds: [
      '/media/demo/eje-fondo-1.svg',
      '/media/demo/eje-fondo-2.svg',
      '/media/demo/eje-fondo-3.svg',
    ],
  },
  'raffle-rules': {
    title: 'Bases legales del sorteo',
    updated: 'Última actualización: 1 de junio de 2022',
    intro:
      '<p>Estas bases regulan el sorteo organizado para premiar la participación en las rutas de aprendizaje del Foro de Educadores 2022. La participación es gratuita y no requiere ninguna compra.</p>',
    sections: [
      {
        id: 'organizador',
        heading: '1. Organizador',
        html: '<p>El sorteo lo organiza la Editorial, a través de Compartir, su programa de servicios para instituciones educativas, con domicilio social indicado en el aviso legal del portal. Para cualquier consulta sobre el sorteo puede escribir a foro@example.org.</p>',
      },
      {
        id: 'objeto',
        heading: '2. Objeto',
        html: '<p>El objetivo del sorteo es reconocer y premiar el esfuerzo de los miembros que completan las rutas de aprendizaje del Foro de Educadores 2022 y de quienes enriquecen los foros de ruta con sus aportes.</p>',
      },
      {
        id: 'participantes',
        heading: '3. Quién puede participar',
        html: '<p>Pueden participar las personas que cumplan todos estos requisitos:</p><ul><li>Ser mayor de 18 años.</li><li>Ser docente o directivo de un centro educativo.</li><li>Estar registrado en el portal Foro de Educadores con sus datos confirmados y veraces.</li><li>Residir en uno de los 15 países del programa: Argentina, Bolivia, Chile, Colombia, Costa Rica, Ecuador, El Salvador, Guatemala, Honduras, México, Nicaragua, Panamá, Perú, Uruguay o República Dominicana.</li></ul><p>No pueden participar los empleados del organizador ni de las empresas de su grupo, ni los usuarios del portal con el rol EQUIPO COMPARTIR.</p>',
      },
      {
        id: 'premios',
        heading: '4. Premios',
        html: '<p>Se sortean dos premios, con 2 ganadores en total (un premio por ganador):</p><ul><li>Una tablet, con un valor aproximado de 679 euros, entre los miembros que finalicen una ruta y descarguen su certificado.</li><li>Un reloj inteligente (smartwatch), con un valor aproximado de 429 euros, entre los miembros con mayor participación en el foro de la ruta.</li></ul><p>El valor indicado es orientativo y puede variar en cada país según la moneda local, el modelo disponible y los costos de importación.</p>',
      },
      {
        id: 'mecanica',
        heading: '5. Cómo participar',
        html: '<ul><li>Sorteo de la tablet: participan automáticamente los miembros que completen las 8 paradas de una ruta del Foro de Educadores 2022 y descarguen su certificado de ruta dentro del periodo de participación.</li><li>Sorteo del smartwatch: participan los miembros con mayor número de aportes válidos en el foro de la ruta al cierre del periodo, según el ranking de participación del portal. No se contabilizan los mensajes retirados por moderación, repetidos o sin relación con el tema.</li></ul><p>No es necesario inscribirse por separado. Cada miembro participa con una sola entrada por sorteo, independientemente del número de rutas que complete o de mensajes que publique.</p>',
      },
      {
        id: 'periodo',
        heading: '6. Periodo de participación',
        html: '<p>El periodo de participación comenzó con la apertura de las rutas del Foro de Educadores 2022 y se ha ampliado hasta el 15 de junio de 2022, a las 23:59 (hora de cada país). Las rutas completadas, los certificados descargados y los mensajes publicados después de esa fecha no se tendrán en cuenta.</p>',
      },
      {
        id: 'seleccion',
        heading: '7. Selección y comunicación de los ganadores',
        html: '<p>Los ganadores se elegirán al azar entre todas las participaciones que cumplan los requisitos de estas bases, mediante un sistema de selección aleatoria que garantice la igualdad de oportunidades. En el mismo acto se elegirán ganadores de reserva para cada premio.</p><p>El 22 de junio de 2022 se comunicará el resultado a los ganadores por correo electrónico, a la dirección registrada en el portal. Una misma persona no podrá obtener más de un premio. Con el consentimiento de los ganadores, el organizador podrá publicar su nombre y país en el portal y en sus redes sociales.</p>',
      },
      {
        id: 'aceptacion-premio',
        heading: '8. Aceptación del premio',
        html: '<p>Cada ganador dispondrá de 48 horas desde el envío del correo electrónico para aceptar el premio respondiendo a ese mensaje, confirmar su identidad e indicar la dirección postal de entrega. Si no responde en ese plazo, renuncia al premio o no cumple los requisitos, el premio se asignará al ganador de reserva, que dispondrá del mismo plazo para aceptarlo. Si ningún ganador de reserva lo acepta, el premio podrá declararse desierto.</p>',
      },
      {
        id: 'entrega',
        heading: '9. Entrega del premio',
        html: '<p>El organizador gestionará la entrega del premio en un plazo de 2 días hábiles desde la aceptación, en la dirección indicada por el ganador dentro de su país de residencia. Los costos de envío corren por cuenta del organizador. El organizador no se responsabiliza de los retrasos atribuibles a la empresa de transporte, a trámites aduaneros o a datos de entrega incorrectos.</p>',
      },
      {
        id: 'condiciones-premio',
        heading: '10. Condiciones de los premios',
        html: '<ul><li>Los premios son personales e intransferibles.</li><li>No pueden canjearse por dinero en efectivo ni por otro producto a elección del ganador.</li><li>Si por causas ajenas al organizador un premio no estuviera disponible, podrá sustituirse por otro de características y valor similares.</li><li>La garantía de los productos es la ofrecida por su fabricante.</li></ul>',
      },
      {
        id: 'fiscalidad',
        heading: '11. Fiscalidad',
        html: '<p>Los premios están sujetos a la normativa fiscal del país de residencia del ganador. El organizador practicará las retenciones o ingresos a cuenta que, en su caso, exija la ley, y el ganador asumirá los impuestos que le correspondan personalmente por la obtención del premio. Para ello, el organizador podrá solicitarle su documento de identidad.</p>',
      },
      {
        id: 'proteccion-datos',
        heading: '12. Protección de datos',
        html: '<p>Los datos de los participantes (nombre, apellidos, correo electrónico, país, avance en las rutas y participación en los foros) y, en el caso de los ganadores, su documento de identidad y dirección de entrega, se tratarán con la única finalidad de gestionar el sorteo, comunicar el resultado y entregar los premios.</p><p>Finalizado el sorteo, los datos se conservarán bloqueados durante 6 meses para atender posibles reclamaciones y después se eliminarán. Puede ejercer sus derechos de acceso, rectificación, cancelación u oposición y los demás reconocidos en la Política de privacidad escribiendo a privacidad@example.org.</p>',
      },
      {
        id: 'fraude',
        heading: '13. Uso fraudulento',
        html: '<p>El organizador podrá excluir del sorteo, incluso después de comunicado el resultado, a quien participe de forma fraudulenta o contraria a estas bases: por ejemplo, mediante cuentas duplicadas, datos falsos, mensajes masivos o sin contenido para aumentar su participación en el foro, o cualquier manipulación del portal o del ranking.</p>',
      },
      {
        id: 'aceptacion-bases',
        heading: '14. Aceptación de las bases y legislación aplicable',
        html: '<p>La participación en el sorteo implica la aceptación íntegra de estas bases. El organizador podrá modificarlas por causas justificadas, publicando los cambios en el portal sin perjudicar a los participantes. Estas bases se rigen por la legislación del país del domicilio social del organizador, sin perjuicio de las normas imperativas del país de residencia de cada participante.</p>',
      },
    ],
  },
};

export async function up(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();

  // Home items become back-office content (docs/product/admin.md#drafts-and-publication): a revision
  // for two editors, publication and archive dates. Items already shown are published as of now,
  // the moment they are known to have existed.
  await db.schema
    .alterTable('home_items')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('home_items').addColumn('published_at', 'varchar(32)').execute();
  await db.schema.alterTable('home_items').addColumn('archived_at', 'varchar(32)').execute();
  await db.schema
    .alterTable('home_items')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('home_items')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.updateTable('home_items').set({ published_at: now, created_at: now, updated_at: now }).execute();

  // One row per page staff edit; its content is JSON checked by the shared schema of its key.
  await db.schema
    .createTable('site_pages')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('content_json', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  for (const [key, content] of Object.entries(pages)) {
    await db
      .insertInto('site_pages')
      .values({ key, content_json: JSON.stringify(content), revision: 1, updated_at: now })
      .execute();
  }

  // The open masterclass (docs/product/contact.md#open-masterclass): its own item, no longer read
  // from the main route's stop 5, so staff can open any masterclass to visitors. One row at most.
  await db.schema
    .createTable('open_masterclass')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('starts_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('video', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('chat', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('bg_desk', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('bg_tablet', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('bg_mobile', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('published_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // A portal that already has the main route keeps showing its masterclass, as before.
  const step = await db
    .selectFrom('axis_steps')
    .innerJoin('axes', 'axes.id', 'axis_steps.axis_id')
    .selectAll('axis_steps')
    .where('axes.slug', '=', MAIN_AXIS_SLUG)
    .where('axis_steps.kind', '=', 'masterclass')
    .orderBy('axis_steps.step_count', 'asc')
    .limit(1)
    .executeTakeFirst();
  if (step) {
    let frames: Array<{ url?: unknown; iframe_type?: unknown }> = [];
    try {
      const list: unknown = JSON.parse(step.iframes_json);
      if (Array.isArray(list)) frames = list;
    } catch {
      frames = [];
    }
    const url = (type: string) => {
      const frame = frames.find((f) => (f?.iframe_type ?? 'video') === type && typeof f?.url === 'string');
      return typeof frame?.url === 'string' ? frame.url.trim() : '';
    };
    await db
      .insertInto('open_masterclass')
      .values({
        id: 'open-masterclass',
        title: step.title_inner || step.title,
        intro: step.intro_inner || step.intro,
        starts_at: step.open_date,
        video: url('video'),
        chat: url('chat'),
        bg_desk: step.bg_desk,
        bg_tablet: step.bg_tablet,
        bg_mobile: step.bg_mobile,
        revision: 1,
        published_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('open_masterclass').execute();
  await db.schema.dropTable('site_pages').execute();
  for (const column of ['updated_at', 'created_at', 'archived_at', 'published_at', 'revision'])
    await db.schema.alterTable('home_items').dropColumn(column).execute();
}
