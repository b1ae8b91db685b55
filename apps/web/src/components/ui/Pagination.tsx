import styles from './Pagination.module.css';

/** Page links for a list that can grow; the current page is marked for screen readers. */
export function Pagination({
  page,
  pages,
  onChange,
  label,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  label: string;
}) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === pages || Math.abs(n - page) <= 2,
  );
  return (
    <nav aria-label={label} className={styles.pagination}>
      <button type="button" onClick={() => onChange(page - 1)} disabled={page <= 1}>
        Anterior
      </button>
      <ul>
        {numbers.map((n, i) => (
          <li key={n}>
            {i > 0 && numbers[i - 1] !== n - 1 && <span aria-hidden="true">…</span>}
            <button
              type="button"
              onClick={() => onChange(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Página ${n}`}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => onChange(page + 1)} disabled={page >= pages}>
        Siguiente
      </button>
    </nav>
  );
}
