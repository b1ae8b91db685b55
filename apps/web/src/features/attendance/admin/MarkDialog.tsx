import { useState, type FormEvent } from 'react';
import {
  attendanceMarkLabels,
  attendanceMarkModes,
  attendanceMarkSchema,
  type AttendanceMarkMode,
  type AttendanceRow,
} from '@foro/shared/attendance/schemas';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { useMarkAttendance } from './api';
import styles from './attendance-admin.module.css';

type Errors = Partial<Record<'mode' | 'reason', string>>;

/** Staff set how one member's attendance counts, over the page's timer, with a reason (audited). */
export function MarkDialog({
  meetingId,
  row,
  onClose,
}: {
  meetingId: string;
  row: AttendanceRow;
  onClose: () => void;
}) {
  const [mode, setMode] = useState<AttendanceMarkMode | ''>(row.mark ? 'recorded' : '');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const mark = useMarkAttendance(meetingId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = attendanceMarkSchema.safeParse({ mode, reason });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    mark.mutate(
      { userId: row.user_id, ...parsed.data },
      {
        onSuccess: onClose,
        onError: (e) =>
          setErrors({
            ...e.fieldErrors,
            ...(e.fieldErrors.mode || e.fieldErrors.reason ? {} : { reason: e.message }),
          }),
      },
    );
  };
  return (
    <Modal title="Cambiar la asistencia" onClose={onClose}>
      <form onSubmit={submit} noValidate className={styles.dialog}>
        <p>
          Asistencia de <strong>{row.name}</strong> ({row.email}).{' '}
          {row.mark
            ? `Ahora cuenta como: ${attendanceMarkLabels[row.mark.mode].toLowerCase()}, marcado por el equipo (${row.mark.reason}).`
            : 'Ahora cuenta lo que registró la página del encuentro.'}{' '}
          Lo que elijas prevalece sobre los minutos registrados y queda en el registro de cambios.
        </p>
        <SelectField
          label="Cómo cuenta su asistencia"
          value={mode}
          onChange={(e) => setMode(e.target.value as AttendanceMarkMode)}
          options={attendanceMarkModes.map((m) => ({ value: m, label: attendanceMarkLabels[m] }))}
          placeholder="Elige una opción"
          error={errors.mode}
          required
        />
        <TextAreaField
          label="Motivo"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={errors.reason}
          maxLength={500}
          required
        />
        <div className={styles.dialogActions}>
          <Button variant="outline" type="button" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={mark.isPending}>
            {mark.isPending ? 'Guardando…' : 'Guardar'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
