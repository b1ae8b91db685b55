import { useRef, useState, type ReactNode } from 'react';
import { liveEventKinds, newPostsLabel } from '@foro/shared/live/constants';
import { useLiveEvents } from '../use-live-events';
import styles from './live.module.css';

/** How far (px) from where new posts arrive the reader still counts as being there. */
const NEAR_PX = 160;
/** How long a new post's id is given to appear on the page (the reader's own, from its answer). */
const OWN_POST_WAIT_MS = 500;

function isNear(el: HTMLElement | null) {
  if (!el) return true;
  const rect = el.getBoundingClientRect();
  return rect.bottom > -NEAR_PX && rect.top < window.innerHeight + NEAR_PX;
}

/**
 * A list of posts kept live (docs/decisions/0044-live-updates.md): a hidden or restored post updates
 * it at once; new posts load at once when the reader is where they arrive (`top` or `bottom` of the
 * list), otherwise a button "N comentarios nuevos" waits, so the text being read does not move.
 */
export function LiveFeed({
  url,
  arriveAt,
  onChanged,
  onShowNew,
  children,
}: {
  url: string | null;
  arriveAt: 'top' | 'bottom';
  /** Reads the list again (through its own API, which applies what this reader may see). */
  onChanged: () => void;
  /** What the button does besides reading again (a thread on an earlier page goes to its last page). */
  onShowNew?: () => void;
  children: ReactNode;
}) {
  const marker = useRef<HTMLDivElement>(null);
  const feed = useRef<HTMLDivElement>(null);
  const [waiting, setWaiting] = useState<string[]>([]);

  const showNew = () => {
    setWaiting([]);
    onChanged();
    if (onShowNew) onShowNew();
    else marker.current?.scrollIntoView?.({ block: arriveAt === 'top' ? 'start' : 'end' });
  };

  useLiveEvents(url, {
    [liveEventKinds.posts]: ({ subject }) => {
      if (isNear(marker.current)) {
        onChanged();
        return;
      }
      const id = subject ?? String(Date.now());
      // The reader's own post is already on the page (its answer brought it): nothing waits for it.
      // Checked a moment later, since the event may come before that answer.
      setTimeout(() => {
        const shown = [...(feed.current?.querySelectorAll<HTMLElement>('[data-post-id]') ?? [])].some(
          (el) => el.dataset.postId === subject,
        );
        if (!shown) setWaiting((ids) => (ids.includes(id) ? ids : [...ids, id]));
      }, OWN_POST_WAIT_MS);
    },
    [liveEventKinds.postHidden]: ({ subject }) => {
      setWaiting((ids) => ids.filter((id) => id !== subject));
      onChanged();
    },
    [liveEventKinds.postRestored]: onChanged,
    [liveEventKinds.reset]: onChanged,
  });

  const markerEl = <div ref={marker} aria-hidden="true" />;
  return (
    <div className={styles.feed} ref={feed}>
      {arriveAt === 'top' && markerEl}
      {children}
      {arriveAt === 'bottom' && markerEl}
      <div aria-live="polite">
        {waiting.length > 0 && (
          <button type="button" className={styles.newPosts} onClick={showNew}>
            <span aria-hidden="true">{arriveAt === 'top' ? '↑' : '↓'}</span>
            {newPostsLabel(waiting.length)}
          </button>
        )}
      </div>
    </div>
  );
}
