import { useId } from 'react';
import type { MediaKind } from '@foro/shared/media/schemas';
import styles from './admin.module.css';
import { MediaUpload } from './MediaUpload';

export type { MediaKind };

const hints: Record<MediaKind, string> = {
  image: 'Dirección de la imagen: un archivo subido al portal (/media/…) o la URL https de un CDN.',
  pdf: 'Dirección del PDF: un archivo subido al portal (/media/…) o una URL https.',
  audio: 'Dirección del audio: un archivo subido al portal (/media/…) o una URL https.',
};

/**
 * A media address in a back-office form (docs/product/admin.md#media): the URL of an uploaded file or
 * of an external CDN, with a preview of what it points to. A file dropped on it or chosen with
 * "Elegir archivo" is uploaded (docs/product/media.md) and its URL put in the field.
 */
export function MediaField({
  label,
  value,
  onChange,
  accept,
  error,
  hint,
  name,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  accept: MediaKind;
  error?: string | undefined;
  hint?: string;
  name?: string;
}) {
  const id = useId();
  const described = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={styles.media}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="url"
        className={styles.control}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {hint ?? hints[accept]}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      <MediaUpload accept={accept} label={label} onUploaded={(item) => onChange(item.url)} />
      {value && accept === 'image' && (
        <img
          className={`${styles.mediaPreview} ${styles.imagePreview}`}
          src={value}
          alt={`Vista previa: ${label}`}
          loading="lazy"
        />
      )}
      {value && accept === 'audio' && (
        // Staff check the file they chose; a preview has no captions to offer.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio className={styles.mediaPreview} src={value} controls preload="none" />
      )}
      {value && accept === 'pdf' && (
        <p>
          <a href={value} target="_blank" rel="noreferrer">
            Abrir el PDF
          </a>
        </p>
      )}
    </div>
  );
}
