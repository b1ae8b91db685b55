import { Link } from 'react-router';
import { StaffTime } from '../../../components/admin/StaffTime';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { pathTo } from '../../../config/paths';
import { useMailWordings } from './api';
import styles from './mail-wording.module.css';

/** Every mail the portal sends, when it goes, its subject, and whether staff changed its wording. */
export function MailWordingList() {
  const query = useMailWordings();
  return (
    <QueryStatus query={query}>
      {(mails) => (
        <ul className={styles.list}>
          {mails.map((mail) => (
            <li key={mail.key}>
              <h2>
                <Link to={pathTo('adminMailWording', { key: mail.key })}>{mail.label}</Link>
              </h2>
              <p>{mail.when}</p>
              <p>
                <span className={styles.muted}>Asunto:</span> {mail.subject}
              </p>
              <p className={styles.muted}>
                {mail.changed && mail.changedAt ? (
                  <>
                    Texto propio: lo cambió {mail.changedBy}, el <StaffTime at={mail.changedAt} />.
                  </>
                ) : (
                  'Texto original del portal.'
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </QueryStatus>
  );
}
