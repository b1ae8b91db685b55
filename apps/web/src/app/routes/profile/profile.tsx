import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/Button';
import { MAIN_AXIS_SLUG, pages, pathTo } from '../../../config/paths';
import { useCurrentUser } from '../../../features/session/api/get-current-user';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from './profile.module.css';

/**
 * /perfil (spec §2 "Profile screen"). The tests, ranking and data blocks are built with the forum,
 * tests and profile features; this screen already holds the person's name and the way back.
 */
export default function ProfilePage() {
  usePageTitle('Mi perfil');
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  return (
    <section className={styles.page} aria-labelledby="profile-title">
      <button type="button" className={buttonClass('outline')} onClick={() => navigate(-1)}>
        Volver atrás
      </button>
      <h1 id="profile-title">{user?.name}</h1>
      <div className={styles.actions}>
        <Link to={`${pages.confirmation.pattern}?usuario=1`} className={buttonClass('brand')}>
          Editar datos
        </Link>
        <Link to={pathTo('axis', { slug: MAIN_AXIS_SLUG })} className={buttonClass('primary')}>
          Volver al viaje
        </Link>
      </div>
    </section>
  );
}
