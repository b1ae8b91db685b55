import { Link } from 'react-router';
import { mailPreferenceLabels, type MemberData } from '@foro/shared/profile/schemas';
import { buttonClass } from '../../../components/ui/Button';
import { MAIN_AXIS_SLUG, pages, pathTo } from '../../../config/paths';
import { useAllowNotifications, useMailPreference } from '../api/profile-api';
import styles from './profile.module.css';

/** The member's name, data and forum-notification choice (docs/product/profile.md#profile-screen). */
export function MemberCard({ user }: { user: MemberData['user'] }) {
  const notifications = useAllowNotifications();
  const preference = useMailPreference();
  return (
    <section className={styles.card} aria-labelledby="profile-title">
      <h1 id="profile-title" className={styles.name}>
        {user.name} {user.lastname}
      </h1>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={user.notification_forum}
          onChange={(e) => notifications.mutate(e.target.checked)}
        />
        Recibir notificaciones del foro
      </label>
      <fieldset id="correos" className={styles.mails}>
        <legend>Otros correos que quiero recibir</legend>
        {(
          [
            ['reminders', user.notification_reminders],
            ['replay', user.notification_replay],
            ['answers', user.notification_answers],
          ] as const
        ).map(([kind, checked]) => (
          <label key={kind} className={styles.toggle}>
            <input
              type="checkbox"
              checked={checked}
              onChange={(e) => preference.mutate({ kind, allow: e.target.checked })}
            />
            {mailPreferenceLabels[kind]}
          </label>
        ))}
        <p className={styles.mailsNote}>
          Los avisos sobre la seguridad de tu cuenta, como un cambio de contraseña, te llegan siempre.
        </p>
      </fieldset>
      {(notifications.isError || preference.isError) && (
        <p role="alert" className={styles.error}>
          No pudimos guardar tu preferencia. {(notifications.error ?? preference.error)?.message}
        </p>
      )}
      <div className={styles.actions}>
        <Link to={`${pages.confirmation.pattern}?usuario=1`} className={buttonClass('outline')}>
          Editar datos
        </Link>
        <Link to={pathTo('axis', { slug: MAIN_AXIS_SLUG })} className={buttonClass('primary')}>
          Volver al viaje
        </Link>
      </div>
      <dl className={styles.data}>
        <div>
          <dt>Correo electrónico</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>País</dt>
          <dd>{user.countryLabel || '-'}</dd>
        </div>
        <div>
          <dt>Ciudad</dt>
          <dd>{user.city || '-'}</dd>
        </div>
        <div>
          <dt>Rol</dt>
          <dd>{user.rol || '-'}</dd>
        </div>
      </dl>
    </section>
  );
}
