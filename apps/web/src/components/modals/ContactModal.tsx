import { Modal } from '../ui/Modal';
import { useModal } from './modal-context';
import styles from './modals.module.css';

/**
 * Contact and invitation request. The full form of spec §2 "Contact modal" (fields, bot check,
 * thanks) arrives with the non-members feature; until then people write to the forum's team.
 */
export function ContactModal() {
  const { close } = useModal();
  return (
    <Modal title="¿Quieres unirte al Foro de Educadores?" onClose={close}>
      <p className={styles.lead}>
        Si eres docente o directivo de un colegio en Latinoamérica y aún no tienes cuenta, escríbenos con tu
        nombre, tu país y tu colegio. Te enviaremos una invitación para unirte a la comunidad.
      </p>
      <p>
        <a href="mailto:foro@example.org?subject=Solicitud%20de%20invitaci%C3%B3n">foro@example.org</a>
      </p>
    </Modal>
  );
}
