import { useState, type ChangeEvent } from 'react';
import {
  attendanceImportSchema,
  type AttendanceImportAnswer,
  type AttendanceMode,
} from '@foro/shared/attendance/schemas';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { ActionDialog, ReasonField, fieldErrorsOf } from './ActionDialog';
import { useImportAttendance } from './api';
import styles from './attendance-admin.module.css';

type Errors = Partial<Record<'text' | 'mode' | 'reason', string>>;

/**
 * Imports attendance from a list of e-mails: a CSV file (the broadcaster's attendee export, say) or
 * addresses pasted; every member found is marked as attended, with one reason.
 */
export function ImportDialog({ meetingId, onClose }: { meetingId: string; onClose: () => void }) {
  const [text, setText] = useState('');
  const [mode, setMode] = useState<AttendanceMode>('live');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<AttendanceImportAnswer>();
  const run = useImportAttendance(meetingId);

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setText(await file.text());
  };
  const submit = () => {
    const parsed = attendanceImportSchema.safeParse({ text, mode, reason });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    run.mutate(parsed.data, {
      onSuccess: setResult,
      onError: (e) => setErrors(Object.keys(e.fieldErrors).length ? e.fieldErrors : { text: e.message }),
    });
  };

  if (result)
    return (
      <Modal title="Asistencia importada" onClose={onClose}>
        <div className={styles.dialog}>
          <p role="status">
            {result.marked === 1 ? 'Marcamos a 1 docente' : `Marcamos a ${result.marked} docentes`} como
            asistentes.
          </p>
          {result.unknown_count > 0 && (
            <>
              <p>
                {result.unknown_count === 1
                  ? '1 dirección no corresponde a nadie del portal:'
                  : `${result.unknown_count} direcciones no corresponden a nadie del portal:`}
              </p>
              <ul className={styles.unknown}>
                {result.unknown.map((email) => (
                  <li key={email}>{email}</li>
                ))}
              </ul>
            </>
          )}
          <div className={styles.dialogActions}>
            <Button onClick={onClose}>Listo</Button>
          </div>
        </div>
      </Modal>
    );

  return (
    <ActionDialog
      title="Importar la asistencia"
      onClose={onClose}
      onSubmit={submit}
      pending={run.isPending}
      action="Importar"
      pendingAction="Importando…"
    >
      <p>
        Elige un archivo CSV (por ejemplo, la lista de asistentes de la plataforma de emisión) o pega los
        correos. Marcaremos como asistentes a los docentes del portal cuyos correos aparezcan, en cualquier
        columna.
      </p>
      <div>
        <label htmlFor="attendance-file" className={styles.fileLabel}>
          Archivo CSV
        </label>
        <input id="attendance-file" type="file" accept=".csv,.txt,text/csv,text/plain" onChange={readFile} />
      </div>
      <TextAreaField
        label="Correos"
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={errors.text}
        rows={6}
        required
      />
      <SelectField
        label="Cómo asistieron"
        value={mode}
        onChange={(e) => setMode(e.target.value as AttendanceMode)}
        options={[
          { value: 'live', label: 'En directo' },
          { value: 'replay', label: 'Viendo la grabación' },
        ]}
        error={errors.mode}
        required
      />
      <ReasonField value={reason} onChange={setReason} error={errors.reason} rows={2} />
    </ActionDialog>
  );
}
