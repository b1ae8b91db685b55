import type { UserData } from '@foro/shared/profile/schemas';
import styles from './profile.module.css';

/** The member's place in each route forum's participation ranking (docs/product/profile.md#profile-screen). */
export function ParticipationRanking({ threads }: { threads: UserData['threads'] }) {
  return (
    <section className={styles.card}>
      <h2 id="ranking-title">Ranking de participación</h2>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="ranking-title">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Eje</th>
              <th scope="col">Estado</th>
              <th scope="col">Ranking</th>
            </tr>
          </thead>
          <tbody>
            {threads.map((r) => (
              <tr key={r.forumAxis}>
                <td>{r.forumAxis}</td>
                <td>{r.forumState}</td>
                <td>{r.forumRanking < 0 ? '-' : `${r.forumRanking}º`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
