import type { ReactNode } from 'react';
import type { UserData } from '@foro/shared/profile/schemas';
import styles from './profile.module.css';

type Row = UserData['tests'][number];

const scoreLabel = (score: number) => (score < 0 ? '-' : `${score}/10`);

/**
 * The member's practical cases, one row per route, with the total (docs/product/profile.md#profile-screen).
 * The certificate cell comes from the screen: certificates are another feature.
 */
export function CaseResults({
  tests,
  total,
  certificate,
}: {
  tests: Row[];
  total: string;
  certificate: (row: Row) => ReactNode;
}) {
  return (
    // The table's scrolling box is the one region named by the heading: naming the section too would
    // list "Casos prácticos" twice to screen readers.
    <section className={styles.card}>
      <h2 id="tests-title">Casos prácticos</h2>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="tests-title">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Prueba</th>
              <th scope="col">Ponente</th>
              <th scope="col">Eje</th>
              <th scope="col">Estado</th>
              <th scope="col">Puntuación</th>
              <th scope="col">Certificado</th>
            </tr>
          </thead>
          <tbody>
            {tests.map((row) => (
              <tr key={row.axisId}>
                <td>{row.testName}</td>
                <td>{row.testSpeaker}</td>
                <td>{row.testAxis}</td>
                <td>{row.testState}</td>
                <td>{scoreLabel(row.testScore)}</td>
                <td>{certificate(row)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                Total
              </th>
              <td>{total}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
