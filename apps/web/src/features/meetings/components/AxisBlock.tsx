import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AxisCard } from '@foro/shared/meetings/schemas';
import { useModal } from '../../../components/modals/modal-context';
import { pathTo } from '../../../config/paths';
import { isSignedIn, useCurrentUser } from '../../../lib/session/get-current-user';
import { slashDate } from '../../../lib/publisher-dates';
import styles from './AxisBlock.module.css';
import { MediaPicture } from '../../../components/ui/MediaPicture';

const CYCLE_MS = 5000;

/** docs/product/meetings.md#routes-block: the routes, over three backgrounds that change every 5 seconds. */
export function AxisBlock({
  axes,
  heading,
  backgrounds,
}: {
  axes: AxisCard[];
  /** Written by staff (docs/product/content.md#pages-staff-edit). */
  heading: string;
  backgrounds: string[];
}) {
  const [background, setBackground] = useState(0);
  const { open } = useModal();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();

  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setBackground((i) => (i + 1) % backgrounds.length), CYCLE_MS);
    return () => window.clearInterval(timer);
  }, [backgrounds.length]);

  // docs/product/meetings.md#routes-block: members go to the route; visitors get the login modal.
  const go = (axis: AxisCard) => {
    if (isSignedIn(user)) navigate(pathTo('axis', { slug: axis.slug }));
    else open({ kind: 'login' });
  };

  return (
    <section className={styles.block} aria-labelledby="axes-title" data-background={background}>
      {backgrounds.map((src, i) => (
        <MediaPicture
          key={`${i}-${src}`}
          src={src}
          className={styles.background}
          data-visible={i === background}
          width={1920}
          height={800}
          loading={i === 0 ? 'eager' : 'lazy'}
        />
      ))}
      <div className={styles.inner}>
        <h2 id="axes-title" className={styles.heading}>
          {heading}
        </h2>
        <ul className={styles.list}>
          {axes.map((axis) => {
            const speaker = axis.speakers[0];
            return (
              <li key={axis.id} className={styles.axis}>
                <p className={styles.claim}>{axis.claim}</p>
                <h3 className={styles.title}>{axis.title}</h3>
                {speaker && (
                  <p className={styles.speaker}>
                    {speaker.speaker}
                    <span>
                      {speaker.speaker_job} · {speaker.speaker_country}
                    </span>
                  </p>
                )}
                <p className={styles.date}>{slashDate(axis.date)}</p>
                {axis.active ? (
                  <button type="button" className={styles.go} onClick={() => go(axis)}>
                    El viaje empieza aquí
                  </button>
                ) : (
                  <p className={styles.soon}>Próximamente</p>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
