import { expertWords, type Experts } from '@foro/shared/axes/schemas';
import { ExpertSocialLinks } from '../../../components/ui/ExpertSocialLinks';
import { MediaPicture } from '../../../components/ui/MediaPicture';
import styles from './axis-pages.module.css';

/** The route's expert: photo, name, job, social links and presentation (docs/product/axes.md#experts-screen). */
export function ExpertCard({ expert }: { expert: Experts['expert'] }) {
  return (
    <section className={styles.card} aria-labelledby="expert-title">
      <h1 id="expert-title" className={styles.pageTitle}>
        {expertWords(expert.speaker_gender).meet}
      </h1>
      <div className={styles.expert}>
        <MediaPicture
          art={[{ media: '(min-width: 768px)', src: expert.speaker_image, size: 'mobile' }]}
          src={expert.speaker_image_rwd || expert.speaker_image}
          width={160}
          height={160}
          // A box of its own: the art's <source> would otherwise take the photo's grid cell.
          pictureClassName={styles.expertPhoto}
        />
        <div>
          <h2>{expert.speaker_name_axis_page}</h2>
          <p className={styles.job}>{expert.speaker_job}</p>
          <ExpertSocialLinks
            name={expert.speaker}
            linkedin={expert.speaker_ln}
            facebook={expert.speaker_fb}
            twitter={expert.speaker_tw}
            youtube={expert.speaker_yt}
            gender={expert.speaker_gender}
          />
          <p>{expert.speaker_excerpt}</p>
        </div>
      </div>
    </section>
  );
}

/** The route's coaches, who lead its forum (docs/product/axes.md#experts-screen). */
export function CoachList({ coaches }: { coaches: Experts['coachesForum'] }) {
  return (
    <section id="coaches" className={styles.card} aria-labelledby="coaches-title">
      <h2 id="coaches-title">Nuestros coaches</h2>
      <ul className={styles.coaches}>
        {coaches.map((c) => (
          <li key={c.name}>
            <MediaPicture src={c.image} sizes="96px" width={96} height={96} loading="lazy" />
            <div>
              <h3>{c.name}</h3>
              <p className={styles.job}>{c.job}</p>
              <p>{c.bio}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
