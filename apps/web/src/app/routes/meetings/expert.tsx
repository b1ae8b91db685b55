import { ExpertSocialLinks } from '../../../components/ui/ExpertSocialLinks';
import { useMeetingContext } from '../../../features/meetings/components/MeetingLayout';
import { meetingSpeakerWords } from '../../../features/meetings/speaker-words';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from '../../../features/meetings/components/meeting-pages.module.css';
import { MediaPicture } from '../../../components/ui/MediaPicture';

/** /encuentros/{slug}/experto: the speaker's and the host's bios ("El experto" / "La experta"). */
export default function MeetingExpertPage() {
  const { meeting } = useMeetingContext();
  const s = meeting.speakers[0];
  const { theExpert } = meetingSpeakerWords(meeting);
  usePageTitle(s ? `${theExpert}: ${s.speaker}` : theExpert);
  if (!s) return null;
  return (
    <div className={styles.page}>
      <h1 className={styles.plainTitle}>{theExpert}</h1>
      <section className={`${styles.card} ${styles.bio}`} aria-labelledby="speaker-name">
        <div className={styles.bioHead}>
          <MediaPicture src={s.speaker_image} sizes="112px" width={112} height={112} />
          <div>
            <h2 id="speaker-name">{s.speaker_name_meeting_page || s.speaker}</h2>
            <p>
              {s.speaker_job} · {s.speaker_country}
            </p>
          </div>
        </div>
        {s.speaker_claim && <blockquote className={styles.claim}>{s.speaker_claim}</blockquote>}
        <p>{s.speaker_excerpt}</p>
        <ExpertSocialLinks
          name={s.speaker}
          linkedin={s.speaker_ln}
          facebook={s.speaker_fb}
          twitter={s.speaker_tw}
          youtube={s.speaker_yt}
          gender={s.speaker_gender}
        />
      </section>
      {s.driver && (
        <section className={`${styles.card} ${styles.bio}`} aria-labelledby="driver-name">
          <div className={styles.bioHead}>
            {s.driver_doc && <MediaPicture src={s.driver_doc} sizes="112px" width={112} height={112} />}
            <div>
              <p className={styles.kicker}>Conduce el encuentro</p>
              <h2 id="driver-name">{s.driver}</h2>
              <p>
                {s.driver_job} · {s.driver_country}
              </p>
            </div>
          </div>
          {s.driver_claim && <blockquote className={styles.claim}>{s.driver_claim}</blockquote>}
          {s.driver_doc_text && <p>{s.driver_doc_text}</p>}
          <ExpertSocialLinks
            name={s.driver}
            linkedin={s.driver_ln}
            facebook={s.driver_fb}
            twitter={s.driver_tw}
            youtube={s.driver_yt}
            label={`Redes de ${s.driver}`}
          />
        </section>
      )}
    </div>
  );
}
