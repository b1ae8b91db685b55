import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { connectUrl, logoutUrl, pages } from '../../config/paths';
import { isSignedIn, useCurrentUser } from '../../lib/session/get-current-user';
import { loginReturnUrl, logoutTarget } from '../../lib/session/pending-redirect';
import { clearAllDrafts } from '../../lib/drafts';
import { congressLinks, forumLinks, policyLinks } from './nav-links';
import { SocialLinks } from './SocialLinks';
import styles from './Header.module.css';

function Submenu({ label, children }: { label: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from the submenu's own button and links bubbles here
    <li
      ref={ref}
      className={styles.hasSubmenu}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          ref.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button type="button" className={styles.navButton} aria-expanded={open} onClick={() => setOpen(!open)}>
        {label}
        <svg viewBox="0 0 12 8" width="12" height="8" aria-hidden="true">
          <path d="M1 1l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul className={styles.submenu} hidden={!open}>
        {children}
      </ul>
    </li>
  );
}

function SessionLinks({ className }: { className?: string }) {
  const { data: user } = useCurrentUser();
  const location = useLocation();
  if (!isSignedIn(user)) {
    // Built at click time so it carries the page the person is on now.
    return (
      <a
        className={[styles.login, className].filter(Boolean).join(' ')}
        href={connectUrl(location.pathname)}
        onClick={(e) => {
          e.currentTarget.href = connectUrl(loginReturnUrl(window.location.href, window.location.origin));
        }}
      >
        Iniciar sesión
      </a>
    );
  }
  return (
    <div className={[styles.user, className].filter(Boolean).join(' ')}>
      <Link to={pages.profile.pattern} className={styles.userName} aria-label={`Mi perfil: ${user.name}`}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M12 12a4.5 4.5 0 100-9 4.5 4.5 0 000 9zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z"
            fill="currentColor"
          />
        </svg>
        {user.name}
      </Link>
      <a
        className={styles.logout}
        href={logoutUrl('/')}
        onClick={(e) => {
          // Drafts stay on the device only while their member is signed in (docs/decisions/0064).
          clearAllDrafts();
          e.currentTarget.href = logoutUrl(logoutTarget(window.location.pathname, pages.home2022.pattern));
        }}
      >
        Cerrar sesión
      </a>
    </div>
  );
}

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={pages.about.pattern} className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            F
          </span>
          <span>
            Foro de <strong>Educadores</strong>
          </span>
        </Link>

        <nav aria-label="Principal" className={styles.desktopNav}>
          <ul className={styles.navList}>
            <li>
              <NavLink to={pages.about.pattern} end className={styles.navLink}>
                Quiénes somos
              </NavLink>
            </li>
            <Submenu label="Foro">
              {forumLinks.map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to} className={styles.subLink}>
                    {l.label}
                  </NavLink>
                </li>
              ))}
            </Submenu>
            <Submenu label="Congreso Internacional">
              {congressLinks.map((l) => (
                <li key={l.href}>
                  <a href={l.href} target="_blank" rel="noopener noreferrer" className={styles.subLink}>
                    {l.label}
                    <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
                  </a>
                </li>
              ))}
            </Submenu>
          </ul>
        </nav>
        <SessionLinks className={styles.desktopOnly} />

        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            {menuOpen ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            ) : (
              <path
                d="M4 7h16M4 12h16M4 17h16"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            )}
          </svg>
          <span>Menú</span>
        </button>
      </div>

      <nav id="mobile-menu" aria-label="Menú móvil" className={styles.mobileMenu} hidden={!menuOpen}>
        <SessionLinks className={styles.mobileSession} />
        <ul>
          <li>
            <NavLink to={pages.about.pattern} end>
              Quiénes somos
            </NavLink>
          </li>
          <li className={styles.mobileGroup}>
            <span>Foro</span>
            <ul>
              {forumLinks.map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to}>{l.label}</NavLink>
                </li>
              ))}
            </ul>
          </li>
          <li className={styles.mobileGroup}>
            <span>Congreso Internacional</span>
            <ul>
              {congressLinks.map((l) => (
                <li key={l.href}>
                  <a href={l.href} target="_blank" rel="noopener noreferrer">
                    {l.label}
                    <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
                  </a>
                </li>
              ))}
            </ul>
          </li>
        </ul>
        <ul className={styles.mobilePolicies}>
          {policyLinks.map((l) => (
            <li key={l.to}>
              <Link to={l.to}>{l.label}</Link>
            </li>
          ))}
        </ul>
        <SocialLinks className={styles.mobileSocial} />
      </nav>
    </header>
  );
}
