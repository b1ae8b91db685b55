import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { MAX_ANSWERS, MIN_ANSWERS, type TestCreateInput } from '@foro/shared/tests/admin-schemas';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import styles from './tests-admin.module.css';

const LETTERS = 'ABCDEF';

/**
 * One of the 10 questions: its text, its answers (2 to 6) and a radio for the right one, every
 * control labelled with the question's number so a screen reader names it without the layout.
 */
export function QuestionFields({ index }: { index: number }) {
  const n = index + 1;
  const {
    control,
    register,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<TestCreateInput>();
  const answers = useFieldArray({ control, name: `questions.${index}.answers` });
  const error = errors.questions?.[index];
  const removeAnswer = (k: number) => {
    // The right answer keeps pointing at the same text when one above it goes.
    const correct = getValues(`questions.${index}.correct`);
    answers.remove(k);
    if (typeof correct === 'number') {
      if (correct === k)
        setValue(`questions.${index}.correct`, undefined as unknown as number, { shouldDirty: true });
      else if (correct > k) setValue(`questions.${index}.correct`, correct - 1, { shouldDirty: true });
    }
  };
  return (
    <fieldset className={styles.question}>
      <legend>Pregunta {n}</legend>
      <TextAreaField
        label={`Enunciado de la pregunta ${n}`}
        rows={2}
        error={error?.question?.message}
        {...register(`questions.${index}.question`)}
      />
      <Controller
        control={control}
        name={`questions.${index}.correct`}
        render={({ field, fieldState }) => (
          <fieldset
            className={styles.answers}
            aria-describedby={fieldState.error ? `q${n}-correct-error` : undefined}
          >
            <legend>Respuestas de la pregunta {n} (marca la correcta)</legend>
            {answers.fields.map((answer, k) => (
              <div key={answer.id} className={styles.answer}>
                <input
                  type="radio"
                  id={`q${n}-correct-${k}`}
                  name={`questions.${index}.correct`}
                  className={styles.radio}
                  checked={field.value === k}
                  onChange={() => field.onChange(k)}
                  onBlur={field.onBlur}
                  // The visible label says "Correcta"; the name also says which answer.
                  aria-label={`Correcta: respuesta ${LETTERS[k]}`}
                />
                <label htmlFor={`q${n}-correct-${k}`} className={styles.radioLabel}>
                  Correcta
                </label>
                <div className={styles.answerText}>
                  <TextField
                    label={`Respuesta ${LETTERS[k]}`}
                    error={error?.answers?.[k]?.text?.message}
                    {...register(`questions.${index}.answers.${k}.text`)}
                  />
                </div>
                {answers.fields.length > MIN_ANSWERS && (
                  <Button variant="outline" className={styles.small} onClick={() => removeAnswer(k)}>
                    Quitar<span className="visually-hidden"> la respuesta {LETTERS[k]}</span>
                  </Button>
                )}
              </div>
            ))}
            {fieldState.error && (
              <p id={`q${n}-correct-error`} className={styles.fieldError} role="alert">
                {fieldState.error.message}
              </p>
            )}
            {error?.answers?.message && (
              <p className={styles.fieldError} role="alert">
                {error.answers.message}
              </p>
            )}
          </fieldset>
        )}
      />
      {answers.fields.length < MAX_ANSWERS && (
        <Button variant="outline" className={styles.small} onClick={() => answers.append({ text: '' })}>
          Añadir una respuesta<span className="visually-hidden"> a la pregunta {n}</span>
        </Button>
      )}
    </fieldset>
  );
}
