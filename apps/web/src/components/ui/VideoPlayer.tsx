import { isVideoFile } from '../../lib/video';
import styles from './VideoPlayer.module.css';

/**
 * A video of the portal (a meeting live or its replay, a masterclass, a stop's video): a direct file
 * plays in <video>, a player page in a 16:9 iframe. A file is not fetched until the person plays it
 * (`preload="none"`): on a phone's first screen it was a third of the transfer, and the page's largest
 * paint waited for its first frame (docs/decisions/0072-a-member-pages-first-screen.md).
 */
export function VideoPlayer({
  src,
  title,
  poster,
  autoPlay,
}: {
  src: string;
  title: string;
  poster?: string;
  /** The person has just asked for this video (light mode's "Ver la emisión aquí"): it starts playing. */
  autoPlay?: boolean;
}) {
  return (
    <div className={styles.frame}>
      {isVideoFile(src) ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- the publisher's media carry no caption files yet (docs/decisions/0022-web-feature-boundaries.md#jsx-a11y)
        <video
          src={src}
          controls
          playsInline
          poster={poster}
          title={title}
          preload={autoPlay ? 'auto' : 'none'}
          autoPlay={autoPlay}
        />
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
