import { useId, type ReactNode } from 'react';
import type { MemberDetail } from '@foro/shared/members/admin-schemas';
import { StaffTime } from '../../../components/admin/StaffTime';
import { PageLoading } from '../../../components/ui/PageLoading';
import { buttonClass } from '../../../components/ui/Button';
import { MemberActions } from './MemberActions';
import { countryLabel, StateBadge } from './MemberList';
import { memberUrl, useMember } from './members-admin-api';
import styles from './members-admin.module.css';

const day = (iso: string) => <StaffTime at={iso} day />;
const certificateStates = { current: 'vigente', replaced: 'reemplazado', revoked: 'revocado' } as const;

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Facts({ detail }: { detail: MemberDetail }) {
  const m = detail.member;
  const facts: Array<[string, ReactNode]> = [
    ['Estado', <StateBadge key="state" state={m.state} />],
    ...(m.suspendedReason ? [['Motivo', m.suspendedReason] as [string, string]] : []),
    ...(m.suspendedUntil
      ? [['Hasta', <StaffTime key="until" at={m.suspendedUntil} />] as [string, ReactNode]]
      : []),
    ...(m.stateSince ? [['Desde', day(m.stateSince)] as [string, ReactNode]] : []),
    ['Correo', m.email],
    ...(m.pendingEmail ? [['Correo por confirmar', m.pendingEmail] as [string, string]] : []),
    ['País', countryLabel(m.country)],
    ['Ciudad', m.city || '—'],
    ['Colegio', m.school || '—'],
    ['Cargo', m.rol || '—'],
    ['Teléfono', m.phone || '—'],
    ['Documento', m.doc || '—'],
    ['Datos confirmados', m.confirmed ? 'Sí' : 'No'],
    ['Alta', day(m.createdAt)],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function List<T>({ items, empty, render }: { items: T[]; empty: string; render: (item: T) => ReactNode }) {
  return items.length === 0 ? <p>{empty}</p> : <ul>{items.map(render)}</ul>;
}

/** Everything the back office shows about one member, and what staff may do (decision 0039). */
export function MemberPage({ id }: { id: string }) {
  const member = useMember(id);
  if (member.isPending) return <PageLoading />;
  if (member.isError) return <p role="alert">No pudimos cargar este miembro. {member.error.message}</p>;
  const d = member.data;
  return (
    <div className={styles.grid}>
      <Card title="Datos">
        <Facts detail={d} />
        <p>
          <a className={buttonClass('outline')} href={memberUrl(id, 'export')} download>
            Exportar sus datos (JSON)
          </a>
        </p>
      </Card>
      <Card title="Acciones sobre la cuenta">
        <MemberActions detail={d} />
      </Card>
      <Card title="Certificados">
        <List
          items={d.certificates}
          empty="Sin certificados."
          render={(c) => (
            <li key={c.code}>
              {c.title} · {c.fullName} · <code>{c.code}</code> · {day(c.issuedAt)} ·{' '}
              <strong>{certificateStates[c.state]}</strong>
            </li>
          )}
        />
      </Card>
      <Card title="Rutas y paradas">
        <List
          items={d.routes}
          empty="Aún no ha abierto ninguna ruta."
          render={(r) => (
            <li key={r.axisId}>
              {r.title}: {r.visited} de {r.stops} paradas
            </li>
          )}
        />
      </Card>
      <Card title="Casos prácticos">
        <List
          items={d.tests}
          empty="Sin casos prácticos respondidos."
          render={(t) => (
            <li key={`${t.title}-${t.at}`}>
              {t.title}: {t.score} puntos · {day(t.at)}
            </li>
          )}
        />
      </Card>
      <Card title={`Mensajes en los foros (${d.postCount})`}>
        <List
          items={d.posts}
          empty="Sin mensajes."
          render={(p) => (
            <li key={`${p.where}-${p.at}`}>
              <span className={styles.sub}>
                {p.where} · {day(p.at)}
              </span>
              {p.text}
            </li>
          )}
        />
      </Card>
      <Card title="Sorteos">
        <List
          items={d.draws}
          empty="Sin participaciones."
          render={(e) => (
            <li key={`${e.draw}-${e.at}`}>
              {e.draw} · {day(e.at)}
            </li>
          )}
        />
      </Card>
    </div>
  );
}
