import { useState } from 'react';
import {
  attendanceMarkLabels,
  attendanceMarkModes,
  attendanceMarkSchema,
  type AttendanceMarkMode,
  type AttendanceRow,
} from '@foro/shared/attendance/schemas';
import { SelectField } from '../../../components/ui/SelectField';
import { ActionDialog, ReasonField, fieldErrorsOf } from './ActionDialog';
import { useMarkAttendance } from './api';

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
  const submit = () => {
    const parsed = attendanceMarkSchema.safeParse({ mode, reason });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
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
    <ActionDialog
      title="Cambiar la asistencia"
      onClose={onClose}
      onSubmit={submit}
      pending={mark.isPending}
      action="Guardar"
      pendingAction="Guardando…"
    >
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
      <ReasonField value={reason} onChange={setReason} error={errors.reason} />
    </ActionDialog>
  );
}
