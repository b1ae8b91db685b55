import { isVideoFile } from '../../../lib/video';
import styles from './MeetingPlayer.module.css';

/** The live or replay video: a direct file plays in <video>, a player page in a 16:9 iframe. */
export function MeetingPlayer({ src, title, poster }: { src: string; title: string; poster?: string }) {
  return (
    <div className={styles.frame}>
      {isVideoFile(src) ? (
        <video src={src} controls playsInline poster={poster} title={title} preload="metadata" />
      ) : (
        <iframe
          src={src}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
        />
      )}
    </div>
  );
}
