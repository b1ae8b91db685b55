import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { Conflict } from '@foro/shared/http/errors';
import { QUESTIONS_PER_TEST } from '@foro/shared/tests/schemas';
import { testCreateSchema, type AdminTest, type TestCreateInput } from '@foro/shared/tests/admin-schemas';
import { AdminForm } from '../../../components/admin/AdminForm';
import { MediaField } from '../../../components/admin/MediaField';
import { PublicationControls } from '../../../components/admin/PublicationControls';
import { applyServerErrors } from '../../../components/admin/server-errors';
import { Button, buttonClass } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { pathTo } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { QuestionFields } from './QuestionFields';
import {
  useAdminTestAxes,
  useCreateTest,
  useNewVersion,
  usePublicationAction,
  useRefreshTest,
  useUpdateTest,
  type PublicationAction,
} from './tests-admin-api';
import styles from './tests-admin.module.css';

const emptyQuestion = () => ({
  question: '',
  answers: [{ text: '' }, { text: '' }, { text: '' }],
  // No right answer until staff mark one (the schema asks for it).
  correct: undefined as unknown as number,
});

const valuesOf = (test?: AdminTest, axisId = ''): TestCreateInput =>
  test
    ? {
        axisId: test.axis.id,
        title: test.title,
        speaker: test.speaker,
        imageList: test.imageList,
        description: test.description,
        intro: test.intro,
        questions: test.questions,
      }
    : {
        axisId,
        title: '',
        speaker: '',
        imageList: '',
        description: '',
        intro: [{ title: '', text: '' }],
        questions: Array.from({ length: QUESTIONS_PER_TEST }, emptyQuestion),
      };

/** The form's label of each field, for the notice of a save over someone else's. */
const labels: Record<string, string> = {
  title: 'Título',
  speaker: 'Ponente',
  imageList: 'Imagen de la lista',
  description: 'Descripción',
  intro: 'Introducción',
  questions: 'Preguntas',
};

const people = (n: number) => (n === 1 ? '1 docente' : `${n} docentes`);

/** The right answers of an answered case, read-only: what members were scored on. */
function LockedQuestions({ test }: { test: AdminTest }) {
  return (
    <ol className={styles.lockedList}>
      {test.questions.map((q) => (
        <li key={q.id}>
          <p className={styles.lockedQuestion}>{q.question}</p>
          <ul>
            {q.answers.map((a, k) => (
              <li key={a.id} className={k === q.correct ? styles.lockedCorrect : undefined}>
                {a.text}
                {k === q.correct && <strong> (respuesta correcta)</strong>}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/**
 * Creates or edits one practical case (docs/product/tests.md#back-office): its card, introduction
 * blocks and 10 questions; publication on the side. Once members answered it, its questions are
 * shown read-only with the reason and the way to change them (a new version).
 */
export function TestEditor({ test, axisId }: { test?: AdminTest; axisId?: string }) {
  const navigate = useNavigate();
  const axes = useAdminTestAxes();
  const form = useForm<TestCreateInput>({
    resolver: zodResolver(testCreateSchema),
    defaultValues: valuesOf(test, axisId),
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const intro = useFieldArray({ control, name: 'intro' });
  const create = useCreateTest();
  const update = useUpdateTest(test?.id ?? '');
  const publication = usePublicationAction(test?.id ?? '');
  const newVersion = useNewVersion(test?.id ?? '');
  const refresh = useRefreshTest(test?.id ?? '');
  const [conflict, setConflict] = useState<Conflict>();
  const [saved, setSaved] = useState<string>();
  const [actionError, setActionError] = useState<string>();
  const [goTo, setGoTo] = useState<string>();

  // A saved revision (this person's save or a reload) becomes what the form holds.
  const revision = test?.revision;
  useEffect(() => {
    if (test) reset(valuesOf(test));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [test?.id, revision]);
  // Leaves for a page (the new case, its new version) once the guard no longer holds it: the frame's
  // guard (`unsaved` below) has already taken `goTo` into account when this effect runs.
  useEffect(() => {
    if (goTo) navigate(goTo, { replace: true });
  }, [goTo, navigate]);

  const locked = Boolean(test?.scoringLocked);
  const onSubmit = handleSubmit(async (values) => {
    setConflict(undefined);
    setSaved(undefined);
    try {
      if (!test) {
        const created = await create.mutateAsync(values);
        setGoTo(pathTo('adminTest', { id: created.id }));
        return;
      }
      const { axisId: _route, ...fields } = values;
      // An answered case sends its saved questions: only the texts around them can change.
      const questions = locked ? test.questions : fields.questions;
      await update.mutateAsync({ ...fields, questions, revision: test.revision });
      setSaved('Cambios guardados.');
    } catch (error) {
      const stale = applyServerErrors(error, setError);
      setConflict(stale);
      // Refused because members answered it meanwhile: the screen switches to the locked questions.
      if (!stale && error instanceof ApiError && error.status === 409) void refresh();
    }
  });

  const act = (action: PublicationAction) => {
    setActionError(undefined);
    publication.mutate(action, {
      onError: (error) => setActionError(error instanceof ApiError ? error.message : 'No se pudo hacer.'),
    });
  };
  const makeNewVersion = () =>
    newVersion.mutate(undefined, {
      onSuccess: (copy) => setGoTo(pathTo('adminTest', { id: copy.id })),
      onError: (error) => setActionError(error instanceof ApiError ? error.message : 'No se pudo hacer.'),
    });

  const questionsError = errors.questions?.message ?? errors.questions?.root?.message;
  const busy = isSubmitting || publication.isPending;
  return (
    <FormProvider {...form}>
      <div className={styles.layout}>
        <AdminForm
          form={form}
          className={styles.form}
          onSubmit={onSubmit}
          label="Caso práctico"
          submitLabel={test ? 'Guardar cambios' : 'Crear el caso (borrador)'}
          actions={isDirty && <span className={styles.hint}>Tienes cambios sin guardar.</span>}
          saved={saved}
          // Once saved as a new case (or a new version made), leaving for it asks nothing.
          unsaved={isDirty && !goTo}
          conflict={conflict}
          conflictLabels={labels}
          onLoadTheirs={() => {
            setConflict(undefined);
            // The saved revision comes back with the case's query, and the form takes it.
            void refresh();
          }}
        >
          <section className={styles.section} aria-labelledby="case-card">
            <h2 id="case-card">Tarjeta del caso</h2>
            {test ? (
              // A case stays in its route: members' choices and attempts belong to it.
              <p className={styles.route}>
                <span className={styles.routeLabel}>Ruta</span> {test.axis.title}
              </p>
            ) : axes.data ? (
              <SelectField
                label="Ruta"
                required
                placeholder="Elige la ruta"
                options={axes.data.map((a) => ({ value: a.id, label: a.title }))}
                error={errors.axisId?.message}
                {...register('axisId')}
              />
            ) : (
              <p className={styles.hint}>Cargando las rutas…</p>
            )}
            <TextField label="Título" required error={errors.title?.message} {...register('title')} />
            <TextField
              label="Ponente"
              hint="Quien firma el caso (opcional)."
              error={errors.speaker?.message}
              {...register('speaker')}
            />
            <Controller
              control={control}
              name="imageList"
              render={({ field, fieldState }) => (
                // Its own subscription: typing the address re-renders this field, not the 10 questions.
                <MediaField
                  label="Imagen de la lista"
                  accept="image"
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <TextAreaField
              label="Descripción"
              rows={3}
              error={errors.description?.message}
              {...register('description')}
            />
          </section>

          <section className={styles.section} aria-labelledby="case-intro">
            <h2 id="case-intro">Introducción</h2>
            <p className={styles.hint}>
              Los bloques se muestran uno a uno antes de las preguntas. Texto sin formato.
            </p>
            {intro.fields.map((block, i) => (
              <fieldset key={block.id} className={styles.block}>
                <legend>Bloque {i + 1}</legend>
                <TextField
                  label={`Título del bloque ${i + 1}`}
                  error={errors.intro?.[i]?.title?.message}
                  {...register(`intro.${i}.title`)}
                />
                <TextAreaField
                  label={`Texto del bloque ${i + 1}`}
                  rows={5}
                  error={errors.intro?.[i]?.text?.message}
                  {...register(`intro.${i}.text`)}
                />
                <Button variant="outline" className={styles.small} onClick={() => intro.remove(i)}>
                  Quitar el bloque {i + 1}
                </Button>
              </fieldset>
            ))}
            {intro.fields.length < 10 && (
              <Button variant="outline" onClick={() => intro.append({ title: '', text: '' })}>
                Añadir un bloque de introducción
              </Button>
            )}
          </section>

          <section className={styles.section} aria-labelledby="case-questions">
            <h2 id="case-questions">Preguntas ({QUESTIONS_PER_TEST})</h2>
            {locked && test ? (
              <>
                <div className={styles.lockNotice} role="note" aria-labelledby="lock-title">
                  <h3 id="lock-title">Las preguntas ya no se pueden cambiar</h3>
                  <p>
                    {test.answered === 1
                      ? '1 docente ya respondió'
                      : `${test.answered} docentes ya respondieron`}{' '}
                    este caso. Sus notas y sus resultados se calcularon con estas preguntas, respuestas y
                    respuestas correctas: cambiarlas cambiaría lo que respondieron. Puedes seguir editando la
                    tarjeta y la introducción.
                  </p>
                  <p>
                    Para cambiar las preguntas, crea una nueva versión: una copia en borrador que puedes
                    editar libremente. Al publicarla, este caso se archiva y quienes ya lo respondieron
                    conservan sus resultados.
                  </p>
                  {test.newVersion ? (
                    <Link
                      className={buttonClass('brand')}
                      to={pathTo('adminTest', { id: test.newVersion.id })}
                    >
                      Abrir la nueva versión
                    </Link>
                  ) : (
                    <Button
                      variant="brand"
                      disabled={newVersion.isPending || isDirty}
                      onClick={makeNewVersion}
                    >
                      Crear una nueva versión
                    </Button>
                  )}
                  {isDirty && !test.newVersion && (
                    <p className={styles.hint}>
                      Guarda o descarta tus cambios antes de crear la nueva versión.
                    </p>
                  )}
                </div>
                <LockedQuestions test={test} />
              </>
            ) : (
              <>
                <p className={styles.hint}>
                  Cada pregunta tiene de 2 a 6 respuestas; marca la correcta. Los docentes no la ven hasta
                  terminar el caso.
                </p>
                {questionsError && (
                  <p className={styles.fieldError} role="alert">
                    {questionsError}
                  </p>
                )}
                {Array.from({ length: QUESTIONS_PER_TEST }, (_, i) => (
                  <QuestionFields key={i} index={i} />
                ))}
              </>
            )}
            {locked && questionsError && (
              <p className={styles.fieldError} role="alert">
                {questionsError}
              </p>
            )}
          </section>
        </AdminForm>

        {test && (
          <aside className={styles.side} aria-label="Publicación y versiones">
            <PublicationControls
              item={{ publishedAt: test.publishedAt, archivedAt: test.archivedAt }}
              busy={busy || isDirty}
              onPublish={(at) =>
                act({ action: 'publish', input: { revision: test.revision, ...(at ? { at } : {}) } })
              }
              onUnpublish={() => act({ action: 'unpublish', input: { revision: test.revision } })}
              onArchive={() => act({ action: 'archive', input: { revision: test.revision } })}
              previewHref={test.axis.slug ? pathTo('axisTests', { slug: test.axis.slug }) : undefined}
            />
            {test.state === 'archived' && (
              <Button
                variant="outline"
                disabled={busy}
                onClick={() => act({ action: 'restore', input: { revision: test.revision } })}
              >
                Recuperar del archivo
              </Button>
            )}
            {isDirty && <p className={styles.hint}>Guarda tus cambios antes de publicar o archivar.</p>}
            {actionError && (
              <p className={styles.fieldError} role="alert">
                {actionError}
              </p>
            )}
            {test.replaces && (
              <p className={styles.sideNote}>
                Nueva versión de{' '}
                <Link to={pathTo('adminTest', { id: test.replaces.id })}>«{test.replaces.title}»</Link>: al
                publicarla, ese caso se archiva.
              </p>
            )}
            <dl className={styles.facts}>
              <dt>Respondido por</dt>
              <dd>{people(test.answered)}</dd>
              <dt>Versión guardada</dt>
              <dd>{test.revision}</dd>
            </dl>
            <p>
              <Link to={`${pathTo('adminAudit')}?itemType=test&itemId=${encodeURIComponent(test.id)}`}>
                Ver sus cambios en el registro
              </Link>
            </p>
          </aside>
        )}
      </div>
    </FormProvider>
  );
}
