import { Link } from 'react-router';
import { stepKindLabels, type AdminAxis } from '@foro/shared/axes/admin';
import { StaffTime } from '../../../components/admin/StaffTime';
import { pathTo } from '../../../config/paths';
import styles from './admin-axes.module.css';

/** The route's 8 stops in order, each leading to its editor. */
export function StepsList({ axis }: { axis: AdminAxis }) {
  return (
    <ol className={styles.steps}>
      {axis.steps.map((s) => (
        <li key={s.step_count}>
          <Link to={pathTo('adminAxisStep', { id: axis.id, stepId: String(s.step_count) })}>
            <span className={styles.stepNumber}>Parada {s.step_count}</span> {s.title}
          </Link>
          <span className={styles.hint}>
            {stepKindLabels[s.kind]} · se abre el <StaffTime at={s.open_date} />
          </span>
        </li>
      ))}
    </ol>
  );
}
