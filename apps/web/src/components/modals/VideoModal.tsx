import { isVideoFile } from '../../lib/video';
import { Modal } from '../ui/Modal';
import { useModal } from './modal-context';
import styles from './modals.module.css';

export function VideoModal({ title, src }: { title: string; src: string }) {
  const { close } = useModal();
  return (
    <Modal title={title} onClose={close} size="wide">
      <div className={styles.video}>
        {isVideoFile(src) ? (
          // eslint-disable-next-line jsx-a11y/media-has-caption -- the publisher's media carry no caption files yet (docs/decisions/0022-web-feature-boundaries.md#jsx-a11y)
          <video src={src} controls autoPlay playsInline title={title} />
        ) : (
          <iframe
            src={src}
            title={title}
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            loading="lazy"
          />
        )}
      </div>
    </Modal>
  );
}
