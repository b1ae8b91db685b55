import type { Migration, MigrationProvider } from 'kysely';
import * as identity from './2026-11-21-001-identity.ts';
import * as meetings from './2026-11-21-002-meetings.ts';
import * as axes from './2026-11-21-003-axes.ts';
import * as forumAndTests from './2026-11-21-004-forum-and-tests.ts';
import * as directory from './2026-11-21-005-directory.ts';
import * as botcheck from './2026-11-21-006-botcheck.ts';
import * as memberProfile from './2026-11-21-007-member-profile.ts';
import * as contact from './2026-11-21-008-contact.ts';
import * as invitations from './2026-11-21-009-invitations.ts';
import * as openAccess from './2026-11-21-010-open-access.ts';
import * as signInAttempts from './2026-11-23-011-sign-in-attempts.ts';
import * as emailChanges from './2026-11-23-012-email-changes.ts';
import * as meetingRevision from './2026-11-23-013-meeting-revision.ts';
import * as placeCodes from './2026-11-23-014-place-codes.ts';
import * as auditLog from './2026-11-24-015-audit-log.ts';
import * as testsAdmin from './2026-11-24-018-tests-admin.ts';
import * as meetingsAdmin from './2026-11-24-016-meetings-admin.ts';
import * as axesAdmin from './2026-11-24-017-axes-admin.ts';
import * as contentAdmin from './2026-11-24-019-content-admin.ts';
import * as media from './2026-11-24-020-media.ts';
import * as archivedStepButtons from './2026-11-25-021-archived-step-buttons.ts';
import * as changeVersions from './2026-11-25-023-change-versions.ts';
import * as forumGrowth from './2026-11-25-024-forum-growth.ts';
import * as inbox from './2026-11-25-025-inbox.ts';
import * as attendance from './2026-11-25-026-attendance.ts';
import * as publicVersionIgnoresPostCounts from './2026-11-25-030-public-version-ignores-post-counts.ts';
import * as passwordResets from './2026-11-26-031-password-resets.ts';
import * as jobQueue from './2026-11-26-032-job-queue.ts';
import * as moderation from './2026-11-26-033-moderation.ts';
import * as members from './2026-11-26-034-members.ts';
import * as drawEditions from './2026-11-26-035-draw-editions.ts';
import * as viewingProblems from './2026-11-26-036-viewing-problems.ts';
import * as submissionKeys from './2026-11-26-037-submission-keys.ts';
import * as reportIndexes from './2026-11-27-038-report-indexes.ts';
import * as reactions from './2026-12-01-049-reactions.ts';
import * as questionAnswers from './2026-12-02-054-question-answers.ts';
import * as forgivingModeration from './2026-12-02-055-forgiving-moderation.ts';
import * as attendanceMarks from './2026-12-02-056-attendance-marks.ts';
import * as drawPeriodNotes from './2026-12-03-058-draw-period-notes.ts';
import * as oidcIdentities from './2026-12-03-060-oidc-identities.ts';
import * as rateLimitCounters from './2026-12-04-061-rate-limit-counters.ts';
import * as mailWordings from './2026-12-05-062-mail-wordings.ts';
import * as legalPagesAndHomeTexts from './2026-12-05-063-legal-pages-and-home-texts.ts';
import * as certificateCredentials from './2026-12-05-066-certificate-credentials.ts';
import * as coachesByMember from './2026-12-05-067-coaches-by-member.ts';
import * as cookiePolicyNamesItsCookies from './2026-12-05-070-cookie-policy-names-its-cookies.ts';
import * as ownQuestionsIndex from './2026-12-06-071-own-questions-index.ts';
import * as presenceKeptByTheDatabase from './2026-12-07-072-presence-kept-by-the-database.ts';
import * as questionVotes from './2026-11-27-040-question-votes.ts';
import * as forumEditsActivityReads from './2026-11-27-042-forum-edits-activity-reads.ts';
import * as liveEvents from './2026-11-27-039-live-events.ts';
import * as axisExpertGender from './2026-11-27-043-axis-expert-gender.ts';
import * as meetingHosts from './2026-11-28-044-meeting-hosts.ts';
import * as threadReadsByThread from './2026-11-28-045-thread-reads-by-thread.ts';
import * as routeStopsRaisePublicVersion from './2026-11-29-046-route-stops-raise-public-version.ts';
import * as sitePagesRaisePublicVersion from './2026-11-30-047-site-pages-raise-public-version.ts';
import * as polls from './2026-12-01-048-polls.ts';
import * as memberSearchText from './2026-12-03-053-member-search-text.ts';

/** Every migration in order of its name; a new file is added here once and never edited again. */
const migrations: Record<string, Migration> = {
  '2026-11-21-001-identity': identity,
  '2026-11-21-002-meetings': meetings,
  '2026-11-21-003-axes': axes,
  '2026-11-21-004-forum-and-tests': forumAndTests,
  '2026-11-21-005-directory': directory,
  '2026-11-21-006-botcheck': botcheck,
  '2026-11-21-007-member-profile': memberProfile,
  '2026-11-21-008-contact': contact,
  '2026-11-21-009-invitations': invitations,
  '2026-11-21-010-open-access': openAccess,
  '2026-11-23-011-sign-in-attempts': signInAttempts,
  '2026-11-23-012-email-changes': emailChanges,
  '2026-11-23-013-meeting-revision': meetingRevision,
  '2026-11-23-014-place-codes': placeCodes,
  '2026-11-24-015-audit-log': auditLog,
  '2026-11-24-018-tests-admin': testsAdmin,
  '2026-11-24-016-meetings-admin': meetingsAdmin,
  '2026-11-24-017-axes-admin': axesAdmin,
  '2026-11-24-019-content-admin': contentAdmin,
  '2026-11-24-020-media': media,
  '2026-11-25-021-archived-step-buttons': archivedStepButtons,
  '2026-11-25-023-change-versions': changeVersions,
  '2026-11-25-024-forum-growth': forumGrowth,
  '2026-11-25-025-inbox': inbox,
  '2026-11-25-026-attendance': attendance,
  '2026-11-25-030-public-version-ignores-post-counts': publicVersionIgnoresPostCounts,
  '2026-11-26-031-password-resets': passwordResets,
  '2026-11-26-032-job-queue': jobQueue,
  '2026-11-26-033-moderation': moderation,
  '2026-11-26-034-members': members,
  '2026-11-26-035-draw-editions': drawEditions,
  '2026-11-26-036-viewing-problems': viewingProblems,
  '2026-11-26-037-submission-keys': submissionKeys,
  '2026-11-27-038-report-indexes': reportIndexes,
  '2026-11-27-040-question-votes': questionVotes,
  '2026-11-27-042-forum-edits-activity-reads': forumEditsActivityReads,
  '2026-11-27-039-live-events': liveEvents,
  '2026-11-27-043-axis-expert-gender': axisExpertGender,
  '2026-11-28-044-meeting-hosts': meetingHosts,
  '2026-11-28-045-thread-reads-by-thread': threadReadsByThread,
  '2026-11-29-046-route-stops-raise-public-version': routeStopsRaisePublicVersion,
  '2026-11-30-047-site-pages-raise-public-version': sitePagesRaisePublicVersion,
  '2026-12-01-048-polls': polls,
  '2026-12-01-049-reactions': reactions,
  '2026-12-03-053-member-search-text': memberSearchText,
  '2026-12-02-054-question-answers': questionAnswers,
  '2026-12-02-055-forgiving-moderation': forgivingModeration,
  '2026-12-02-056-attendance-marks': attendanceMarks,
  '2026-12-03-058-draw-period-notes': drawPeriodNotes,
  '2026-12-03-060-oidc-identities': oidcIdentities,
  '2026-12-04-061-rate-limit-counters': rateLimitCounters,
  '2026-12-05-062-mail-wordings': mailWordings,
  '2026-12-05-063-legal-pages-and-home-texts': legalPagesAndHomeTexts,
  '2026-12-05-066-certificate-credentials': certificateCredentials,
  '2026-12-05-067-coaches-by-member': coachesByMember,
  '2026-12-05-070-cookie-policy-names-its-cookies': cookiePolicyNamesItsCookies,
  '2026-12-06-071-own-questions-index': ownQuestionsIndex,
  '2026-12-07-072-presence-kept-by-the-database': presenceKeptByTheDatabase,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
