import { useId, useState, type FormEvent } from 'react';
import { countries } from '@foro/shared/directory/countries';
import { reportFilterSchema, type ReportFilter } from '@foro/shared/reports/schemas';
import { Button } from '../../../components/ui/Button';
import styles from './reports.module.css';

type Errors = Partial<Record<keyof ReportFilter, string>>;

/** Country and period; checked with the server's own schema before the figures are asked for. */
export function ReportFilters({
  filter,
  onApply,
}: {
  filter: ReportFilter;
  onApply: (f: ReportFilter) => void;
}) {
  const id = useId();
  const [values, setValues] = useState({
    country: filter.country ?? '',
    from: filter.from ?? '',
    to: filter.to ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reportFilterSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof ReportFilter;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    onApply(parsed.data);
  };
  const clear = () => {
    setValues({ country: '', from: '', to: '' });
    setErrors({});
    onApply({});
  };
  const field = (name: keyof ReportFilter) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof ReportFilter) =>
    errors[name] && (
      <span id={`${id}-${name}-error`} className={styles.error}>
        {errors[name]}
      </span>
    );

  return (
    <form className={styles.filters} onSubmit={submit} noValidate aria-label="Filtros de los informes">
      <div className={styles.field}>
        <label htmlFor={`${id}-country`}>País de los miembros</label>
        <select
          {...field('country')}
          value={values.country}
          onChange={(e) => setValues({ ...values, country: e.target.value })}
        >
          <option value="">Todos los países</option>
          {countries.map((c) => (
            <option key={c.key} value={c.key}>
              {c.label}
            </option>
          ))}
        </select>
        {error('country')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-from`}>Desde</label>
        <input
          type="date"
          {...field('from')}
          value={values.from}
          onChange={(e) => setValues({ ...values, from: e.target.value })}
        />
        {error('from')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-to`}>Hasta</label>
        <input
          type="date"
          {...field('to')}
          value={values.to}
          onChange={(e) => setValues({ ...values, to: e.target.value })}
        />
        {error('to')}
      </div>
      <div className={styles.filterActions}>
        <Button type="submit">Aplicar filtros</Button>
        <Button type="button" variant="outline" onClick={clear}>
          Quitar filtros
        </Button>
      </div>
    </form>
  );
}
