import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './Modal.module.css';

const FOCUSABLE =
  'a[href], button, input:not([type="hidden"]), select, textarea, iframe, [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  title: string;
  /** Visually hide the title when the content carries its own heading. */
  hideTitle?: boolean;
  onClose: () => void;
  children: ReactNode;
  size?: 'narrow' | 'wide';
  className?: string;
}

/**
 * A modal dialog on the native <dialog>: showModal() makes the rest of the page inert (focus stays
 * inside), Escape closes it, focus returns to what opened it, and `modal-open` marks the body.
 */
export function Modal({ title, hideTitle, onClose, children, size = 'narrow', className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    document.body.classList.add('modal-open');
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      document.body.classList.remove('modal-open');
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes, as Escape (cancel) does for the keyboard
    <dialog
      ref={ref}
      className={[styles.dialog, styles[size], className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
      onKeyDown={(event) => {
        // showModal() lets Tab reach the browser's own controls; keep it cycling inside the dialog.
        if (event.key !== 'Tab') return;
        const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
          (el) => !el.hasAttribute('disabled') && !el.closest('[hidden]'),
        );
        const first = focusable[0];
        const last = focusable.at(-1);
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Cerrar">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
