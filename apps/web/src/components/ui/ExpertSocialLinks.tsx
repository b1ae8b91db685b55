import { SocialIcon } from '../layout/SocialIcon';
import styles from './ExpertSocialLinks.module.css';

interface Props {
  name: string;
  linkedin: string;
  facebook: string;
  twitter: string;
  youtube: string;
  /** The expert's grammatical gender: "Redes de la experta" / "Redes del experto". */
  gender?: 'f' | 'm';
  /** The list's name when the person is not the expert (a meeting's host, say). */
  label?: string;
}

/** An expert's social profiles; only those that are set are shown (docs/product/axes.md#experts-screen). */
export function ExpertSocialLinks({ name, linkedin, facebook, twitter, youtube, gender, label }: Props) {
  const links = (
    [
      ['linkedin', 'LinkedIn', linkedin],
      ['facebook', 'Facebook', facebook],
      ['twitter', 'Twitter', twitter],
      ['youtube', 'YouTube', youtube],
    ] as const
  ).filter(([, , url]) => url);
  if (!links.length) return null;
  return (
    <ul
      className={styles.social}
      aria-label={label ?? (gender === 'f' ? 'Redes de la experta' : 'Redes del experto')}
    >
      {links.map(([icon, label, url]) => (
        <li key={icon}>
          <a href={url} target="_blank" rel="noopener noreferrer" aria-label={`${label} de ${name}`}>
            <SocialIcon name={icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
