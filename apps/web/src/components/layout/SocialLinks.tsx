import { socialLinks } from './nav-links';
import { SocialIcon } from './SocialIcon';

/** The publisher's social networks as a list of icon links (header menu, footer, open live page). */
export function SocialLinks({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {socialLinks.map((l) => (
        <li key={l.icon}>
          <a href={l.href} target="_blank" rel="noopener noreferrer" aria-label={l.label}>
            <SocialIcon name={l.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
