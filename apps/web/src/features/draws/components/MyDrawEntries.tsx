import { Link } from 'react-router';
import { raffleTitles } from '@foro/shared/draws/constants';
import { pathTo } from '../../../config/paths';
import { useMyDrawEntries } from '../api/draws-api';
import { editionDate } from './edition-text';
import styles from './draws.module.css';

/**
 * "Tus participaciones en los sorteos" on /perfil (decision 0079): for each draw made that the member
 * entered, their own code(s) and a link to the published list where they can find them. Nothing at all
 * for a member who entered none.
 */
export function MyDrawEntries({ className }: { className?: string }) {
  const { data: entries } = useMyDrawEntries();
  if (!entries?.length) return null;
  return (
    <section className={className} aria-labelledby="my-draw-entries-title">
      <h2 id="my-draw-entries-title">Tus participaciones en los sorteos</h2>
      <p>
        Cada participación tiene un código que no revela tus datos. Búscalo en la lista publicada del sorteo
        para comprobar que entraste.
      </p>
      <ul className={styles.mine}>
        {entries.map((e) => (
          <li key={e.drawId}>
            <p>
              <strong>
                {raffleTitles[e.raffle]} · {e.editionName}
              </strong>
              , celebrado el {editionDate(e.drawnAt)}.
            </p>
            <p>
              {e.entryIds.length === 1 ? 'Tu código: ' : 'Tus códigos: '}
              {e.entryIds.map((id, i) => (
                <span key={id}>
                  {i > 0 && ', '}
                  <span className={styles.hash}>{id}</span>
                </span>
              ))}
            </p>
            <p>
              <Link to={`${pathTo('drawCheck', { id: e.drawId })}#codigo-${e.entryIds[0]}`}>
                Buscarlo en la lista del sorteo
                <span className="visually-hidden">
                  {' '}
                  ({raffleTitles[e.raffle].toLowerCase()}, {e.editionName})
                </span>
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
