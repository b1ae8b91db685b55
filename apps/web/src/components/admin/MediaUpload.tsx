import { useId, useRef, useState, type DragEvent } from 'react';
import {
  mediaMaxMegabytes,
  mediaUploadMaxBytes,
  MEGABYTE,
  type MediaItem,
  type MediaKind,
} from '@foro/shared/media/schemas';
import { Button } from '../ui/Button';
import styles from './admin.module.css';
import { useMediaUpload } from './use-media-upload';

/** What the file picker offers; the server still judges every file by its bytes. */
const pickerTypes: Record<MediaKind, string> = {
  image: 'image/jpeg,image/png,image/webp,image/avif',
  pdf: 'application/pdf',
  audio: 'audio/mpeg,audio/mp4,audio/aac,audio/ogg,audio/wav,.mp3,.m4a,.aac,.ogg,.wav',
};
const allTypes = Object.values(pickerTypes).join(',');

const what: Record<MediaKind, string> = {
  image: 'una imagen (JPEG, PNG, WebP o AVIF)',
  pdf: 'un documento PDF',
  audio: 'un audio (MP3, M4A, AAC, OGG o WAV)',
};

const percent = (loaded: number, total: number) => (total > 0 ? Math.floor((loaded / total) * 100) : 0);

/**
 * The upload area of a media field and of the library (docs/product/media.md): drop a file on it or
 * choose one with the "Elegir archivo" button (keyboard and screen readers use the button); a real
 * progress bar while the bytes travel, the server's Spanish message when it refuses the file.
 */
export function MediaUpload({
  accept,
  label,
  onUploaded,
}: {
  /** The kind the field takes; absent in the library, which takes every kind. */
  accept?: MediaKind | undefined;
  /** The field's label, to name the button and the picker for a screen reader. */
  label: string;
  onUploaded: (item: MediaItem) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { state, upload } = useMediaUpload(accept);
  const busy = state.status === 'uploading' || state.status === 'processing';

  const start = async (file: File | undefined) => {
    if (!file || busy) return;
    const item = await upload(file);
    if (item) onUploaded(item);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void start(event.dataTransfer.files[0]);
  };
  const maxMb = accept ? mediaMaxMegabytes[accept] : mediaUploadMaxBytes / MEGABYTE;

  return (
    <div
      className={[styles.dropZone, dragging ? styles.dropZoneActive : ''].filter(Boolean).join(' ')}
      onDragEnter={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragOver={(e) => {
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
    >
      <p className={styles.dropText}>
        Arrastra aquí {accept ? what[accept] : 'una imagen, un PDF o un audio'} o{' '}
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => input.current?.click()}
          aria-describedby={`${id}-limit`}
        >
          Elegir archivo<span className="visually-hidden"> para «{label}»</span>
        </Button>
      </p>
      {/* The button opens this picker: keyboard and screen-reader users meet the button only. */}
      <input
        ref={input}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        accept={accept ? pickerTypes[accept] : allTypes}
        onChange={(e) => {
          void start(e.target.files?.[0]);
          // Choosing the same file again after a refusal sends it again.
          e.target.value = '';
        }}
      />
      <p id={`${id}-limit`} className={styles.hint}>
        Hasta {maxMb} MB.
        {accept === 'image' || !accept
          ? ' Las imágenes se preparan en tamaños para escritorio, tableta y móvil.'
          : ''}
      </p>
      <div aria-live="polite" className={styles.uploadStatus}>
        {state.status === 'uploading' && (
          <>
            <progress
              className={styles.progress}
              value={state.loaded}
              max={state.total}
              aria-label={`Subiendo «${state.fileName}»`}
            />
            <span>
              Subiendo «{state.fileName}»: {percent(state.loaded, state.total)} %
            </span>
          </>
        )}
        {state.status === 'processing' && (
          <>
            <progress className={styles.progress} aria-label={`Preparando «${state.fileName}»`} />
            <span>Archivo enviado. Preparando «{state.fileName}»…</span>
          </>
        )}
        {state.status === 'done' && <span>Se subió «{state.fileName}».</span>}
      </div>
      {state.status === 'error' && (
        <p className={styles.fieldError} role="alert">
          No se pudo subir «{state.fileName}»: {state.message}
        </p>
      )}
    </div>
  );
}
