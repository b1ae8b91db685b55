import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/Button';
import { MAIN_AXIS_SLUG, pages, pathTo } from '../../../config/paths';
import { useCurrentEdition } from '../../../features/draws/api/draws-api';
import { EditionSummary } from '../../../features/draws/components/EditionSummary';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from '../../../features/axes/components/axis-pages.module.css';

const raffles = {
  tablet: {
    title: 'Sorteo de una tablet',
    lead: 'Completa las 8 paradas de la ruta y descarga tu certificado: entrarás automáticamente en el sorteo de una tablet.',
    steps: [
      'Recorre todas las paradas de la ruta, incluida la masterclass.',
      'Resuelve el caso práctico de la parada 7.',
      'Descarga tu certificado en la parada 8.',
    ],
  },
  smartwatch: {
    title: 'Sorteo de un smartwatch',
    lead: 'Los miembros que más participan en el foro de la ruta entran en el sorteo de un smartwatch.',
    steps: [
      'Entra en el foro de participación de la ruta.',
      'Comparte tus experiencias y responde a tus colegas y a los coaches.',
      'Consulta tu posición en el ranking de participación de tu perfil.',
    ],
  },
} as const;

function RafflePage({ kind }: { kind: keyof typeof raffles }) {
  const raffle = raffles[kind];
  usePageTitle(raffle.title);
  // docs/product/draws.md#editions: the period and the prize come from the current edition.
  const current = useCurrentEdition();
  const edition = current.data?.edition ?? null;
  const draw = edition?.draws.find((d) => d.raffle === kind);
  return (
    <article className={styles.page}>
      <section className={styles.card} aria-labelledby="raffle-title">
        <h1 id="raffle-title" className={styles.pageTitle}>
          {raffle.title}
        </h1>
        <p>{raffle.lead}</p>
        {current.isSuccess && <EditionSummary edition={edition} />}
        <ol>
          {raffle.steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <p>
          Solo participan docentes y directivos mayores de edad con sus datos confirmados; el personal de la
          organización y de la editorial queda excluido. Cada persona participa una sola vez por sorteo.
        </p>
        {draw && (
          <p>
            El sorteo es verificable: antes del cierre publicamos la huella de una semilla secreta y, después,
            la semilla, la lista de participaciones y el resultado.{' '}
            <Link to={pathTo('drawCheck', { id: draw.id })}>Comprueba el sorteo</Link>
          </p>
        )}
        <div className={styles.actions}>
          <Link to={pages.raffleRules.pattern} className={buttonClass('brand')}>
            Consulta las bases del sorteo
          </Link>
          <Link to={pathTo('axis', { slug: MAIN_AXIS_SLUG })} className={buttonClass('outline')}>
            Volver al viaje
          </Link>
        </div>
      </section>
    </article>
  );
}

export const TabletRafflePage = () => <RafflePage kind="tablet" />;
export const SmartwatchRafflePage = () => <RafflePage kind="smartwatch" />;
