import type { RouteObject } from 'react-router';
import { pages } from '../../../config/paths';

/** Each back-office screen is its own chunk, like the member screens. */
const screen = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/**
 * The screens of the back office, children of its shell (docs/product/admin.md). A feature adds its
 * screens here; the shell, the guard and these chunks are never loaded on a member page. The question
 * console is apart (router.tsx): a meeting's host opens it too (docs/decisions/0050-meeting-hosts.md).
 */
export const adminRoutes: RouteObject[] = [
  { index: true, lazy: screen(() => import('./home')) },
  { path: pages.adminAudit.pattern, lazy: screen(() => import('./audit')) },
  { path: pages.adminTests.pattern, lazy: screen(() => import('./tests')) },
  { path: pages.adminTestNew.pattern, lazy: screen(() => import('./test-editor')) },
  { path: pages.adminTest.pattern, lazy: screen(() => import('./test-editor')) },
  { path: pages.adminMeetings.pattern, lazy: screen(() => import('./meetings')) },
  { path: pages.adminMeetingNew.pattern, lazy: screen(() => import('./meeting-editor')) },
  { path: pages.adminMeeting.pattern, lazy: screen(() => import('./meeting-editor')) },
  { path: pages.adminMeetingAttendance.pattern, lazy: screen(() => import('./meeting-attendance')) },
  { path: pages.adminAxes.pattern, lazy: screen(() => import('./axes')) },
  { path: pages.adminAxisNew.pattern, lazy: screen(() => import('./axis-editor')) },
  { path: pages.adminAxis.pattern, lazy: screen(() => import('./axis-editor')) },
  { path: pages.adminAxisStep.pattern, lazy: screen(() => import('./axis-step-editor')) },
  { path: pages.adminContent.pattern, lazy: screen(() => import('./home-content')) },
  { path: pages.adminPages.pattern, lazy: screen(() => import('./pages-content')) },
  { path: pages.adminOpenMasterclass.pattern, lazy: screen(() => import('./open-masterclass')) },
  { path: pages.adminMedia.pattern, lazy: screen(() => import('./media')) },
  { path: pages.adminRequests.pattern, lazy: screen(() => import('./requests')) },
  { path: pages.adminMessages.pattern, lazy: screen(() => import('./messages')) },
  { path: pages.adminQuestions.pattern, lazy: screen(() => import('./questions')) },
  { path: pages.adminDraws.pattern, lazy: screen(() => import('./draws')) },
  { path: pages.adminDrawEditionNew.pattern, lazy: screen(() => import('./draw-edition')) },
  { path: pages.adminDrawEdition.pattern, lazy: screen(() => import('./draw-edition')) },
  { path: pages.adminModeration.pattern, lazy: screen(() => import('./moderation')) },
  { path: pages.adminMembers.pattern, lazy: screen(() => import('./members')) },
  { path: pages.adminMember.pattern, lazy: screen(() => import('./member')) },
  { path: pages.adminMailQueue.pattern, lazy: screen(() => import('./mail-queue')) },
  { path: pages.adminMailWordings.pattern, lazy: screen(() => import('./mail-wordings')) },
  { path: pages.adminMailWording.pattern, lazy: screen(() => import('./mail-wording')) },
  { path: pages.adminReports.pattern, lazy: screen(() => import('./reports')) },
];
