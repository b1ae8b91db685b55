import { Link } from 'react-router';
import { useModal } from '../../../components/modals/modal-context';
import { buttonClass } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { pathTo } from '../../../config/paths';
import { speakerWords } from '../speaker-words';
import styles from './InscriptionModal.module.css';

interface Props {
  slug: string;
  title: string;
  calendar: { ics: string; google: string; outlook: string };
  speakerGender?: 'f' | 'm';
}

/** docs/product/meetings.md#inscription-modal: attendance confirmed, and what to do next. */
export default function InscriptionModal({ slug, calendar, speakerGender }: Props) {
  const { close } = useModal();
  const interact = pathTo('meetingInteract', { slug });
  return (
    <Modal title="¡Enhorabuena!" onClose={close}>
      <p className={styles.lead}>Ya has confirmado tu asistencia al encuentro</p>
      <div className={styles.actions}>
        <Link to={`${interact}#pregunta`} className={buttonClass('brand')} onClick={close}>
          Haz tu pregunta {speakerWords(speakerGender).toTheSpeaker}
        </Link>
        <Link to={`${interact}#debate`} className={buttonClass('outline')} onClick={close}>
          Debate en el foro
        </Link>
      </div>
      <p className={styles.calendarTitle}>Añadir al calendario</p>
      <ul className={styles.calendars}>
        <li>
          <a href={calendar.ics} download>
            Descargar archivo .ics
          </a>
        </li>
        <li>
          <a href={calendar.google} target="_blank" rel="noopener noreferrer">
            Google Calendar<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
          </a>
        </li>
        <li>
          <a href={calendar.outlook} target="_blank" rel="noopener noreferrer">
            Outlook<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
          </a>
        </li>
      </ul>
    </Modal>
  );
}
