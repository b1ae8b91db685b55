import { joinStopNames, MISSING_STOPS_INTRO, MISSING_STOPS_OUTRO } from '@foro/shared/axes/schemas';
import { useModal } from '../../../components/modals/modal-context';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import styles from './MissingStopsModal.module.css';

/** docs/product/axes.md#certificate-stop, with its exact words. */
export default function MissingStopsModal({ names }: { names: string[] }) {
  const { close } = useModal();
  return (
    <Modal title="Aún no puedes descargar tu certificado" hideTitle onClose={close}>
      <p className={styles.text}>
        {MISSING_STOPS_INTRO} <strong>{joinStopNames(names)}</strong>. {MISSING_STOPS_OUTRO}
      </p>
      <Button variant="brand" onClick={close}>
        Aceptar
      </Button>
    </Modal>
  );
}
