import { useMemo, type ReactNode } from 'react';
import { instantsOf, staffHeading, staffZoneName } from '@foro/shared/admin/staff-time';
import {
  STOPS,
  reportTitles,
  type ReportFilter,
  type ReportName,
  type Reports,
} from '@foro/shared/reports/schemas';
import { DataTable } from '../../../components/admin/DataTable';
import { StaffTime } from '../../../components/admin/StaffTime';
import { buttonClass } from '../../../components/ui/Button';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useStaffZone } from '../../../lib/use-staff-zone';
import { BarChart, type Series } from './BarChart';
import { ReportFilters } from './ReportFilters';
import { reportCsvUrl, useReports } from './reports-api';
import styles from './reports.module.css';

const number = new Intl.NumberFormat('es');
const stops = Array.from({ length: STOPS }, (_, i) => `Etapa ${i + 1}`);

/** A table row's figures, one right-aligned cell each. */
function Counts({ values }: { values: readonly number[] }) {
  return values.map((value, i) => (
    <td key={i} className={styles.num}>
      {number.format(value)}
    </td>
  ));
}

/** One report: its heading, chart, table with the same figures, and its CSV file. */
function Section({
  report,
  filter,
  chart,
  children,
  empty,
}: {
  report: ReportName;
  filter: ReportFilter;
  chart: ReactNode;
  children: ReactNode;
  empty?: string;
}) {
  const headingId = `informe-${report}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId}>{reportTitles[report]}</h2>
        <a className={buttonClass('outline')} href={reportCsvUrl(report, filter)} download>
          Descargar CSV<span className="visually-hidden"> de {reportTitles[report].toLowerCase()}</span>
        </a>
      </div>
      {empty ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <>
          {chart}
          {children}
        </>
      )}
    </section>
  );
}

function Figures({ reports, filter }: { reports: Reports; filter: ReportFilter }) {
  const zone = useStaffZone();
  const meetingLabels = useMemo(() => reports.meetings.map((m) => m.title), [reports.meetings]);
  const attendance = useMemo<Series[]>(
    () => [
      { label: 'Inscritos', values: reports.meetings.map((m) => m.registered) },
      { label: 'Asistieron en directo', values: reports.meetings.map((m) => m.live) },
      { label: 'Vieron la grabación', values: reports.meetings.map((m) => m.replay) },
    ],
    [reports.meetings],
  );
  const routeLabels = useMemo(() => reports.routes.map((r) => r.title), [reports.routes]);
  const routeSeries = useMemo<Series[]>(
    () => [
      { label: 'Preguntas al experto', values: reports.routes.map((r) => r.questions) },
      { label: 'Publicaciones en el foro', values: reports.routes.map((r) => r.posts) },
    ],
    [reports.routes],
  );
  const funnelSeries = useMemo<Series[]>(
    () => reports.funnel.map((r) => ({ label: r.title, values: r.members })),
    [reports.funnel],
  );
  const scoreLabels = useMemo(() => reports.scores.counts.map((_, score) => String(score)), [reports.scores]);
  const scoreSeries = useMemo<Series[]>(
    () => [{ label: 'Casos prácticos', values: reports.scores.counts }],
    [reports.scores],
  );
  const countryLabels = useMemo(() => reports.countries.map((c) => c.label), [reports.countries]);
  const countrySeries = useMemo<Series[]>(
    () => [
      { label: 'Accesos abiertos', values: reports.countries.map((c) => c.leads) },
      { label: 'Solicitudes de invitación', values: reports.countries.map((c) => c.requests) },
    ],
    [reports.countries],
  );
  const { invitations } = reports;
  const invitationLabels = useMemo(() => ['Solicitadas', 'Invitaciones enviadas', 'Cuentas creadas'], []);
  const invitationSeries = useMemo<Series[]>(
    () => [{ label: 'Solicitudes', values: [invitations.requested, invitations.sent, invitations.accounts] }],
    [invitations],
  );

  return (
    <>
      <Section
        report="meetings"
        filter={filter}
        empty={reports.meetings.length ? undefined : 'Ningún encuentro empieza en este periodo.'}
        chart={
          <BarChart
            labels={meetingLabels}
            series={attendance}
            description="Inscritos, asistentes en directo y quienes vieron la grabación, por encuentro"
          />
        }
      >
        <DataTable
          caption={reportTitles.meetings}
          head={[
            'Encuentro',
            staffHeading('Fecha', zone, instantsOf(reports.meetings.map((m) => m.startsAt))),
            'Inscritos',
            'En directo',
            'Grabación',
            'Preguntas',
            'Comentarios',
          ]}
        >
          {reports.meetings.map((m) => (
            <tr key={m.meetingId}>
              <th scope="row">{m.title}</th>
              <td>
                <StaffTime at={m.startsAt} bare />
              </td>
              <Counts values={[m.registered, m.live, m.replay, m.questions, m.posts]} />
            </tr>
          ))}
        </DataTable>
      </Section>

      <Section
        report="routes"
        filter={filter}
        empty={reports.routes.length ? undefined : 'No hay ejes publicados.'}
        chart={
          <BarChart
            labels={routeLabels}
            series={routeSeries}
            description="Preguntas al experto y publicaciones en el foro, por eje"
          />
        }
      >
        <DataTable
          caption={reportTitles.routes}
          head={['Eje', 'Preguntas al experto', 'Publicaciones en el foro']}
        >
          {reports.routes.map((r) => (
            <tr key={r.axisId}>
              <th scope="row">{r.title}</th>
              <Counts values={[r.questions, r.posts]} />
            </tr>
          ))}
        </DataTable>
      </Section>

      <Section
        report="funnel"
        filter={filter}
        empty={reports.funnel.length ? undefined : 'No hay ejes publicados.'}
        chart={
          <BarChart
            labels={stops}
            series={funnelSeries}
            description="Miembros que llegaron a cada una de las 8 etapas, por eje"
          />
        }
      >
        <DataTable caption={reportTitles.funnel} head={['Eje', ...stops]}>
          {reports.funnel.map((r) => (
            <tr key={r.axisId}>
              <th scope="row">{r.title}</th>
              <Counts values={r.members} />
            </tr>
          ))}
        </DataTable>
      </Section>

      <Section
        report="scores"
        filter={filter}
        chart={
          <BarChart
            labels={scoreLabels}
            series={scoreSeries}
            description="Casos prácticos respondidos, por nota de 0 a 10"
          />
        }
      >
        <p className={styles.summary}>
          {reports.scores.attempts === 1
            ? '1 caso práctico respondido'
            : `${number.format(reports.scores.attempts)} casos prácticos respondidos`}
          {reports.scores.average !== null &&
            `; nota media ${number.format(reports.scores.average)} sobre 10`}
          .
        </p>
        <DataTable caption={reportTitles.scores} head={['Nota (sobre 10)', 'Casos prácticos']}>
          {reports.scores.counts.map((count, score) => (
            <tr key={score}>
              <th scope="row">{score}</th>
              <Counts values={[count]} />
            </tr>
          ))}
        </DataTable>
      </Section>

      <Section
        report="countries"
        filter={filter}
        empty={reports.countries.length ? undefined : 'Nadie dejó sus datos en este periodo.'}
        chart={
          <BarChart
            horizontal
            labels={countryLabels}
            series={countrySeries}
            description="Accesos abiertos y solicitudes de invitación, por país"
          />
        }
      >
        <DataTable
          caption={reportTitles.countries}
          head={['País', 'Accesos abiertos', 'Solicitudes de invitación']}
        >
          {reports.countries.map((c) => (
            <tr key={c.country}>
              <th scope="row">{c.label}</th>
              <Counts values={[c.leads, c.requests]} />
            </tr>
          ))}
        </DataTable>
      </Section>

      <Section
        report="invitations"
        filter={filter}
        chart={
          <BarChart
            labels={invitationLabels}
            series={invitationSeries}
            description="Solicitudes de invitación, invitaciones enviadas y cuentas creadas"
          />
        }
      >
        <DataTable
          caption={reportTitles.invitations}
          head={['Solicitadas', 'Invitaciones enviadas', 'Cuentas creadas']}
        >
          <tr>
            <Counts values={[invitations.requested, invitations.sent, invitations.accounts]} />
          </tr>
        </DataTable>
      </Section>
    </>
  );
}

/** The reports dashboard: filters, then one section per report. */
export function ReportsDashboard({
  filter,
  onFilter,
}: {
  filter: ReportFilter;
  onFilter: (f: ReportFilter) => void;
}) {
  const reports = useReports(filter);
  const zone = useStaffZone();
  return (
    <>
      <ReportFilters key={JSON.stringify(filter)} filter={filter} onApply={onFilter} />
      <p className={styles.note}>
        Cuentan los miembros (no el equipo); el país es el del miembro; los días del periodo y las horas son
        los de tu zona ({staffZoneName(zone)}). Qué cuenta cada cifra:{' '}
        <a href="#definiciones">definiciones</a>.
      </p>
      <div aria-live="polite" aria-busy={reports.isFetching} className={styles.status}>
        {reports.isFetching && !reports.isPending ? 'Actualizando las cifras…' : ''}
      </div>
      {reports.isPending ? (
        <PageLoading />
      ) : reports.isError ? (
        <p role="alert">No pudimos cargar los informes. {reports.error.message}</p>
      ) : (
        <Figures reports={reports.data} filter={filter} />
      )}
      <section id="definiciones" className={styles.section} aria-labelledby="definiciones-titulo">
        <h2 id="definiciones-titulo">Qué cuenta cada cifra</h2>
        <dl className={styles.definitions}>
          <dt>Periodo</dt>
          <dd>
            Días completos (hora universal). Los encuentros cuentan si empiezan en el periodo; lo demás, si
            ocurrió en él (la visita a la etapa, el envío de la pregunta, la respuesta al caso práctico, la
            solicitud).
          </dd>
          <dt>Asistieron en directo / vieron la grabación</dt>
          <dd>
            Miembros con la página del directo (o de la grabación) abierta y visible al menos los minutos que
            pide el encuentro (30 si no se cambió). Quien hizo ambas cosas cuenta en las dos columnas.
          </dd>
          <dt>Comentarios y publicaciones</dt>
          <dd>Los escritos por miembros, ocultos incluidos; los eliminados por moderación no cuentan.</dd>
          <dt>Etapas</dt>
          <dd>Miembros que abrieron la etapa (la 7, al enviar un caso práctico).</dd>
          <dt>Invitaciones</dt>
          <dd>
            Solicitudes recibidas en el periodo; de ellas, las respondidas con una invitación y las que
            acabaron en una cuenta creada.
          </dd>
        </dl>
      </section>
    </>
  );
}
