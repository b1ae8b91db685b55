import { useSearchParams } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { HeldPosts } from '../../../features/moderation/admin/HeldPosts';
import { ReportQueue } from '../../../features/moderation/admin/ReportQueue';
import { WatchedWords } from '../../../features/moderation/admin/WatchedWords';
import styles from '../../../features/moderation/admin/moderation-admin.module.css';

/**
 * /admin/moderacion: the posts a watched word held for review, the posts members reported (the state
 * filter lives in the address) and the list of watched words.
 */
export default function AdminModerationScreen() {
  const [params, setParams] = useSearchParams();
  const status = params.get('estado') === 'resueltos' ? 'resolved' : 'open';
  return (
    <AdminPage title="Moderación de los foros">
      <section className={styles.section} aria-labelledby="held-title">
        <h2 id="held-title">Retenidos para revisión</h2>
        <HeldPosts />
      </section>
      <section className={styles.section} aria-labelledby="reports-title">
        <h2 id="reports-title">Reportes</h2>
        <ReportQueue
          status={status}
          onStatus={(next) =>
            setParams(next === 'resolved' ? { estado: 'resueltos' } : {}, { replace: true })
          }
        />
      </section>
      <section className={styles.section} aria-labelledby="words-title">
        <h2 id="words-title">Palabras vigiladas</h2>
        <WatchedWords />
      </section>
    </AdminPage>
  );
}
