import type { Speaker } from '@foro/shared/meetings/schemas';
import styles from './SpeakerSummary.module.css';
import { MediaPicture } from '../../../components/ui/MediaPicture';

/** Speaker (name, country, job) and host (name, job, country) as the cards and modal show them. */
export function SpeakerSummary({ speaker, withImage = false }: { speaker: Speaker; withImage?: boolean }) {
  return (
    <ul className={styles.people}>
      <li className={styles.person}>
        {withImage && speaker.speaker_image && (
          <MediaPicture
            src={speaker.speaker_image}
            sizes="56px"
            width={56}
            height={56}
            className={styles.avatar}
            loading="lazy"
          />
        )}
        <p>
          <span className={styles.role}>Ponente</span>
          <strong>{speaker.speaker}</strong>
          <span>
            {speaker.speaker_country} · {speaker.speaker_job}
          </span>
        </p>
      </li>
      {speaker.driver && (
        <li className={styles.person}>
          <p>
            <span className={styles.role}>Conduce</span>
            <strong>{speaker.driver}</strong>
            <span>
              {speaker.driver_job} · {speaker.driver_country}
            </span>
          </p>
        </li>
      )}
    </ul>
  );
}
