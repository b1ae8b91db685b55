import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { media } from '../../../config/media';
import { pathTo } from '../../../config/paths';
import styles from './profile.module.css';

/** The profile's frame: the community's muted video behind the cards, and "Volver atrás". */
export function ProfileBackdrop({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // A profile opened in a new tab has no page of the portal behind it (the router's first location has
  // the key "default"): going back would leave the portal for a blank tab, so it goes to the home page.
  const first = useLocation().key === 'default';
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
        <button
          type="button"
          className={styles.back}
          onClick={() => (first ? navigate(pathTo('about')) : navigate(-1))}
        >
          Volver atrás
        </button>
        {children}
      </div>
    </div>
  );
}
