import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/Button';
import { externalLinks, pages } from '../../../config/paths';
import { features } from '../../../features/content/about-content';
import { usePage } from '../../../features/content/api/get-page';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from './about.module.css';

/** Placeholders of the figures' size while they load, so nothing below moves when they arrive. */
const PLACEHOLDERS = 4;

/** The community in figures, written by staff (docs/product/content.md#about-page). */
function Figures() {
  const page = usePage('about');
  const figures = page.data?.content.figures;
  return (
    <section aria-label="La comunidad en cifras" aria-busy={!figures} className={styles.claims}>
      <ul>
        {figures
          ? figures.map((c, i) => (
              <li key={i}>
                <strong>{c.figure}</strong>
                <span>{c.label}</span>
              </li>
            ))
          : Array.from({ length: PLACEHOLDERS }, (_, i) => (
              <li key={i} aria-hidden="true">
                <strong>&nbsp;</strong>
                <span>
                  &nbsp;
                  <br />
                  &nbsp;
                </span>
              </li>
            ))}
      </ul>
    </section>
  );
}

export default function AboutPage() {
  usePageTitle('Quiénes somos');
  return (
    <>
      <section className={styles.hero} aria-labelledby="about-title">
        <div className={styles.heroInner}>
          <p className={styles.kicker}>Comunidad Compartir</p>
          <h1 id="about-title">Una comunidad para quienes enseñan</h1>
          <p className={styles.lead}>
            El Foro de Educadores reúne a docentes, directivos y equipos de colegio de 15 países de
            Latinoamérica para aprender con expertos, conversar entre colegas y llevar nuevas ideas al aula.
          </p>
          <div className={styles.heroActions}>
            <Link to={pages.home2022.pattern} className={buttonClass('primary')}>
              Entra al Foro 2022
            </Link>
            <Link to={pages.home2021.pattern} className={buttonClass('light')}>
              Revive el Foro 2021
            </Link>
          </div>
        </div>
      </section>

      <Figures />

      <section className={styles.section} aria-labelledby="features-title">
        <h2 id="features-title">Todo lo que encontrarás en el Foro</h2>
        <ol className={styles.features}>
          {features.map((f, i) => (
            <li key={f.title}>
              <span className={styles.number} aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.blocks} aria-label="Para quién es">
        <article className={styles.block}>
          <p className={styles.kickerDark}>Para docentes</p>
          <h2>Foro de Educadores</h2>
          <p>
            Encuentros mensuales con expertos, rutas de aprendizaje con masterclass, casos prácticos y
            certificados. Participa en los foros con coaches y colegas de toda la región, y sigue tu progreso
            en tu perfil.
          </p>
          <Link to={pages.home2022.pattern} className={buttonClass('brand')}>
            Descubre el Foro
          </Link>
        </article>
        <article className={`${styles.block} ${styles.blockAlt}`}>
          <p className={styles.kickerDark}>Para directivos</p>
          <h2>Congreso Internacional</h2>
          <p>
            Un espacio para directores y equipos directivos: liderazgo pedagógico, gestión del cambio y
            experiencias de colegios que transforman su proyecto educativo.
          </p>
          <div className={styles.blockLinks}>
            <a
              href={externalLinks.congress2021}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('outline')}
            >
              Congreso 2021<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
            </a>
            <a
              href={externalLinks.congress2020}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('outline')}
            >
              Congreso 2020<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
            </a>
          </div>
        </article>
      </section>
    </>
  );
}
