import { Link, useSearchParams } from 'react-router';
import { legalPageKeys, pageLabels, type LegalPageKey, type PageKey } from '@foro/shared/content/schemas';
import { AdminPage } from '../../../components/admin/AdminPage';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { AboutFiguresForm } from '../../../features/content/admin/AboutFiguresForm';
import { useAdminPage } from '../../../features/content/admin/api';
import { HomeTextForm, type HomeTextKey } from '../../../features/content/admin/HomeTextForm';
import { LegalPageForm } from '../../../features/content/admin/LegalPageForm';
import { RaffleRulesForm } from '../../../features/content/admin/RaffleRulesForm';
import styles from '../../../features/content/admin/content-admin.module.css';

const HOME_KEYS: HomeTextKey[] = ['home-2021', 'home-2022'];
/** The pages one can choose, by their `?pagina=` value; none chosen: the About figures and the draw rules. */
const CHOICES: PageKey[] = [...HOME_KEYS, ...legalPageKeys];
const isLegal = (key: string): key is LegalPageKey => (legalPageKeys as readonly string[]).includes(key);
const isHome = (key: string): key is HomeTextKey => (HOME_KEYS as string[]).includes(key);

function LegalPanel({ pageKey }: { pageKey: LegalPageKey }) {
  const query = useAdminPage(pageKey);
  return (
    <QueryStatus query={query}>
      {(page) => <LegalPageForm key={pageKey} pageKey={pageKey} page={page} />}
    </QueryStatus>
  );
}

function HomePanel({ pageKey }: { pageKey: HomeTextKey }) {
  const query = useAdminPage(pageKey);
  return (
    <QueryStatus query={query}>
      {(page) => <HomeTextForm key={pageKey} pageKey={pageKey} page={page} />}
    </QueryStatus>
  );
}

function FiguresAndRules() {
  const about = useAdminPage('about');
  const rules = useAdminPage('raffle-rules');
  return (
    <>
      <div className={styles.panel}>
        <QueryStatus query={about}>{(page) => <AboutFiguresForm page={page} />}</QueryStatus>
      </div>
      <div className={styles.panel}>
        <QueryStatus query={rules}>{(page) => <RaffleRulesForm page={page} />}</QueryStatus>
      </div>
    </>
  );
}

/**
 * /admin/paginas (docs/product/content.md#pages-staff-edit): the About page's figures and the draw
 * rules, and, one at a time, the homes' main texts and the legal pages.
 */
export default function PagesContentScreen() {
  const [params] = useSearchParams();
  const chosen = params.get('pagina') ?? '';
  return (
    <AdminPage title="Páginas">
      <nav aria-label="Elige la página" className={styles.pagePicker}>
        <ul>
          <li>
            <Link to="?" aria-current={chosen === '' ? 'page' : undefined}>
              Quiénes somos y bases del sorteo
            </Link>
          </li>
          {CHOICES.map((key) => (
            <li key={key}>
              <Link to={`?pagina=${key}`} aria-current={chosen === key ? 'page' : undefined}>
                {pageLabels[key]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {isLegal(chosen) ? (
        <div className={styles.panel}>
          <LegalPanel key={chosen} pageKey={chosen} />
        </div>
      ) : isHome(chosen) ? (
        <div className={styles.panel}>
          <HomePanel key={chosen} pageKey={chosen} />
        </div>
      ) : (
        <FiguresAndRules />
      )}
    </AdminPage>
  );
}
