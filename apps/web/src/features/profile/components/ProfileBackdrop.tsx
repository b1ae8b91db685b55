import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { media } from '../../../config/media';
import styles from './profile.module.css';

/** The profile's frame: the community's muted video behind the cards, and "Volver atrás". */
export function ProfileBackdrop({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    // Decoration only: it never moves for people who asked for less motion.
    // A refused autoplay is fine (the poster stays); play() returns nothing where media is not implemented.
    if (!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
      Promise.resolve(video.current?.play()).catch(() => {});
  }, []);
  return (
    <div className={styles.wrap}>
      <video
        ref={video}
        className={styles.video}
        muted
        loop
        playsInline
        preload="metadata"
        aria-hidden="true"
      >
        <source src={media.homeVideoWebm} type="video/webm" />
        <source src={media.homeVideoMp4} type="video/mp4" />
      </video>
      <div className={styles.page}>
        <button type="button" className={styles.back} onClick={() => navigate(-1)}>
          Volver atrás
        </button>
        {children}
      </div>
    </div>
  );
}
