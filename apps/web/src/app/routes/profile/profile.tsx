import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import type { UserData } from '@foro/shared/profile/schemas';
import { useModal } from '../../../components/modals/modal-context';
import { Button, buttonClass } from '../../../components/ui/Button';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { media } from '../../../config/media';
import { MAIN_AXIS_SLUG, pages, pathTo } from '../../../config/paths';
import { routeCertificateAction } from '../../../features/certificates/route-certificate';
import { CertificateButton } from '../../../features/certificates/CertificateButton';
import { useAllowNotifications, useMemberData, useUserData } from '../../../features/profile/api/profile-api';
import { useCurrentUser } from '../../../lib/session/get-current-user';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from './profile-page.module.css';

const orDash = (n: number, suffix = '') => (n < 0 ? '-' : `${n}${suffix}`);

function CertificateCell({ row }: { row: UserData['tests'][number] }) {
  const { open } = useModal();
  const { data: user } = useCurrentUser();
  // docs/product/certificates.md#route-certificate: offered only when the certificate stop is open; the modal
  // when stops are missing.
  if (!row.opened) return <span>-</span>;
  if (row.notVisited.length) {
    return (
      <Button variant="outline" onClick={() => open({ kind: 'missingStops', names: row.notVisited })}>
        Descargar certificado<span className="visually-hidden"> de {row.testAxis}</span>
      </Button>
    );
  }
  const certificate = routeCertificateAction(row.axisId, row.axisSlug, user);
  const label = (
    <>
      Descargar certificado<span className="visually-hidden"> de {row.testAxis}</span>
    </>
  );
  if ('issuePath' in certificate) {
    return <CertificateButton issuePath={certificate.issuePath}>{label}</CertificateButton>;
  }
  return (
    <a href={certificate.confirmHref} className={buttonClass('brand')}>
      {label}
    </a>
  );
}

/** /perfil (docs/product/profile.md#profile-screen). */
export default function ProfilePage() {
  usePageTitle('Mi perfil');
  const navigate = useNavigate();
  const member = useMemberData();
  const userData = useUserData();
  const notifications = useAllowNotifications();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
      video.current?.play().catch(() => {});
  }, []);

  return (
    <div className={styles.wrap}>
      <video
        ref={video}
        className={styles.video}
        muted
        loop
        playsInline
        preload="metadata"
        aria-hidden="true"
      >
        <source src={media.homeVideoWebm} type="video/webm" />
        <source src={media.homeVideoMp4} type="video/mp4" />
      </video>
      <div className={styles.page}>
        <button type="button" className={styles.back} onClick={() => navigate(-1)}>
          Volver atrás
        </button>
        <QueryStatus query={member}>
          {({ user }) => (
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
              {notifications.isError && (
                <p role="alert" className={styles.error}>
                  No pudimos guardar tu preferencia. {notifications.error.message}
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
          )}
        </QueryStatus>

        <QueryStatus query={userData}>
          {({ tests, threads, testsGlobal }) => (
            <>
              <section className={styles.card} aria-labelledby="tests-title">
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
                      {tests.map((t) => (
                        <tr key={t.axisId}>
                          <td>{t.testName}</td>
                          <td>{t.testSpeaker}</td>
                          <td>{t.testAxis}</td>
                          <td>{t.testState}</td>
                          <td>{orDash(t.testScore, '/10')}</td>
                          <td>
                            <CertificateCell row={t} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                    <tfoot>
                      <tr>
                        <th scope="row" colSpan={4}>
                          Total
                        </th>
                        <td>{testsGlobal}</td>
                        <td />
                      </tr>
                    </tfoot>
                  </table>
                </div>
              </section>
              <section className={styles.card} aria-labelledby="ranking-title">
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
            </>
          )}
        </QueryStatus>
      </div>
    </div>
  );
}
