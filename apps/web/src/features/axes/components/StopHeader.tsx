import styles from './StopHeader.module.css';

interface Props {
  kicker: string;
  title: string;
  intro?: string;
  bg: { desk: string; tablet: string; mobile: string };
}

/** The banner of a stop or the masterclass, with its background for each screen size. */
export function StopHeader({ kicker, title, intro, bg }: Props) {
  return (
    <header className={styles.stopHeader}>
      <picture>
        <source media="(min-width: 1024px)" srcSet={bg.desk} />
        <source media="(min-width: 768px)" srcSet={bg.tablet} />
        <img src={bg.mobile} alt="" className={styles.stopArt} />
      </picture>
      <div className={styles.stopHeaderText}>
        <p className={styles.kicker}>{kicker}</p>
        <h1>{title}</h1>
        {intro && <p>{intro}</p>}
      </div>
    </header>
  );
}
