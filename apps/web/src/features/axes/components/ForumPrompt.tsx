import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/Button';
import { pathTo } from '../../../config/paths';
import styles from './ForumPrompt.module.css';

/**
 * The invitation to the route's forum at the foot of a stop or the masterclass
 * (docs/product/axes.md#stop-screen).
 */
export function ForumPrompt({ slug, text, action }: { slug: string; text: string; action: React.ReactNode }) {
  return (
    <aside className={styles.forumPrompt} aria-label={text}>
      <p>{text}</p>
      <Link to={pathTo('axisForum', { slug })} className={buttonClass('primary')}>
        {action}
      </Link>
    </aside>
  );
}
