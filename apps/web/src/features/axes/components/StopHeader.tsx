import styles from './StopHeader.module.css';
import { MediaPicture } from '../../../components/ui/MediaPicture';

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
      <MediaPicture
        art={[
          { media: '(min-width: 1024px)', src: bg.desk, size: 'desktop' },
          { media: '(min-width: 768px)', src: bg.tablet, size: 'tablet' },
        ]}
        src={bg.mobile}
        className={styles.stopArt}
        width={640}
        height={360}
      />
      <div className={styles.stopHeaderText}>
        <p className={styles.kicker}>{kicker}</p>
        <h1>{title}</h1>
        {intro && <p>{intro}</p>}
      </div>
    </header>
  );
}
