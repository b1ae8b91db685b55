import { Link } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { pages } from '../../../config/paths';
import { AuditLog } from '../../../features/admin/components/AuditLog';
import { adminSections } from '../../../features/admin/nav';
import styles from './home.module.css';

const descriptions: Record<string, string> = {
  [pages.adminMeetings.pattern]: 'Encuentros mensuales: fechas, ponentes, emisión y grabación.',
  [pages.adminAxes.pattern]: 'Ejes, sus 8 etapas, la masterclass, expertos, coaches y foros.',
  [pages.adminTests.pattern]: 'Casos prácticos de 10 preguntas.',
  [pages.adminContent.pattern]: 'Elementos de la portada y el bloque de ejes de 2022.',
  [pages.adminPages.pattern]: 'Cifras de la página Quiénes somos y bases del sorteo.',
  [pages.adminOpenMasterclass.pattern]: 'La masterclass de acceso abierto.',
  [pages.adminMedia.pattern]: 'Imágenes, PDF y audios subidos.',
  [pages.adminAudit.pattern]: 'Quién cambió qué y cuándo.',
  [pages.adminRequests.pattern]: 'Solicitudes de invitación: invitar, rechazar, recordar.',
  [pages.adminMessages.pattern]: 'Mensajes de los docentes sobre un encuentro: responder por correo.',
  [pages.adminQuestions.pattern]: 'Preguntas a ponentes y expertos, y la consola del encuentro en vivo.',
  [pages.adminMailQueue.pattern]:
    'Recordatorios, avisos de grabación y novedades del foro: pendientes, enviados y fallidos.',
  [pages.adminMailWordings.pattern]:
    'Asunto y texto de cada correo del portal, con vista previa y versiones.',
  [pages.adminModeration.pattern]: 'Mensajes de los foros reportados por los docentes: ocultar o descartar.',
};

/** /admin: where to go, and the latest changes. */
export default function AdminHomeScreen() {
  return (
    <AdminPage title="Administración del Foro">
      <ul className={styles.sections}>
        {adminSections
          .filter((s) => s.to !== pages.admin.pattern)
          .map((section) => (
            <li key={section.to}>
              <Link to={section.to}>{section.label}</Link>
              <p>{descriptions[section.to]}</p>
            </li>
          ))}
      </ul>
      <h2>Últimos cambios</h2>
      <AuditLog filter={{}} compact />
    </AdminPage>
  );
}
