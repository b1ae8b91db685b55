import { isAllowedEmbed, isVideoFile } from '@foro/shared/meetings/admin-schemas';
import { normalizeVideoLink, withChatEmbedDomain } from '@foro/shared/media/video-links';
import styles from './meeting-admin.module.css';

/** What members will see of a player address: the video or the embedded page, once it is allowed. */
export function EmbedPreview({
  url,
  title,
  hosts,
  videoFile,
  chat = false,
}: {
  url: string;
  title: string;
  hosts: readonly string[];
  videoFile: boolean;
  chat?: boolean;
}) {
  // The address as it will be stored (a pasted watch?v= link previews as its embed).
  const link = normalizeVideoLink(url, chat ? 'chat' : 'video');
  const value = link.ok ? link.url : '';
  if (!value || !isAllowedEmbed(value, hosts, videoFile, chat)) return null;
  return (
    <figure className={styles.embed}>
      <figcaption>Vista previa: {title}</figcaption>
      <div className={styles.embedFrame}>
        {isVideoFile(value) ? (
          // eslint-disable-next-line jsx-a11y/media-has-caption -- a preview of the publisher's own file, which carries no captions yet (docs/decisions/0022-web-feature-boundaries.md#jsx-a11y)
          <video src={value} controls preload="metadata" title={title} />
        ) : (
          <iframe
            src={withChatEmbedDomain(value, window.location.hostname)}
            title={`Vista previa: ${title}`}
            loading="lazy"
            allow="fullscreen; picture-in-picture"
          />
        )}
      </div>
    </figure>
  );
}
