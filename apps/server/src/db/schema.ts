import type { ColumnType } from 'kysely';

/** A column the database fills with its default when an insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** Table types of the database; one interface per table, columns as stored. Timestamps are ISO-8601 UTC text. */
/** A provider account linked to a member (migration 2026-12-03-060, decision 0083). */
export interface OidcIdentitiesTable {
  issuer: string;
  subject: string;
  user_id: string;
  email: string;
  created_at: string;
  last_sign_in_at: string;
}

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  name: string;
  lastname: string;
  country: string;
  city: string;
  role: 'member' | 'coach' | 'staff';
  rol: string;
  updated_fields: number;
  lastname2: Defaulted<string>;
  doc: Defaulted<string>;
  phone: Defaulted<string>;
  region: Defaulted<string>;
  commune: Defaulted<string>;
  state: Defaulted<string>;
  school: Defaulted<string>;
  school_id: Defaulted<string>;
  school_type: Defaulted<string>;
  subscription: Defaulted<string>;
  level: Defaulted<string>;
  area: Defaulted<string>;
  place_ids: Defaulted<string>;
  /** 1 when the member wants e-mails about the forum (profile checkbox). */
  notification_forum: number;
  /** 1 when the member wants the meeting reminders (migration 2026-11-26-032-job-queue). */
  notification_reminders: Defaulted<number>;
  /** 1 when the member wants "Ya puedes ver la grabación". */
  notification_replay: Defaulted<number>;
  /** The mail with a written answer to the member's question (migration 2026-12-02-054); on by default. */
  notification_answers: Defaulted<number>;
  created_at: string;
  updated_at: string;
  /** Account states set by staff (migration 2026-11-26-034-members, decision 0039); null when not. */
  deactivated_at: Defaulted<string | null>;
  suspended_at: Defaulted<string | null>;
  suspended_reason: Defaulted<string | null>;
  /** When a suspension ends by itself (migration 2026-12-02-055); null: until staff lift it. */
  suspended_until: Defaulted<string | null>;
  /** The account closure ("baja"): the row stays as an anonymous tombstone that posts and certificates point at. */
  closed_at: Defaulted<string | null>;
  /**
   * Name, surnames, e-mail, school and role label normalised for the members' search (migration
   * 2026-12-03-053, decision 0074). Required on insert; every update of those columns calls
   * `refreshSearchText` (lib/member-search.ts) in the same transaction.
   */
  search_text: string;
}

/**
 * SQLite only (migration 2026-12-03-053, decision 0074): `users.search_text` keyed by an integer of its own,
 * the content of the FTS5 trigram table `member_search_fts`; triggers on `users` keep it in step.
 */
export interface MemberSearchTable {
  id: number;
  user_id: string;
  search_text: string;
}

export interface SessionsTable {
  id_hash: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  /** The browser that started the session, cut to 300 characters (migration 031): names the device. */
  user_agent: string | null;
}

/** One failed password sign-in (migration 2026-11-23-011-sign-in-attempts). */
export interface SignInFailuresTable {
  id: string;
  /** The client address as the server sees it (behind TRUST_PROXY, the forwarded one). */
  address: string;
  /** SHA-256 of the typed e-mail, lowercased. */
  account: string;
  /** 1 when the password was compared; 0 when refused because the account was locked. */
  password_checked: number;
  attempted_at: string;
}

/** A spent bot-check challenge, kept until the challenge itself expires (migration 2026-11-21-006-botcheck). */
export interface BotCheckUsedTable {
  /** The solved challenge (hex SHA-256 of salt + number): one per issued challenge. */
  challenge: string;
  /** The challenge's own expiry. */
  expires_at: string;
}

/** An invitation to create an account (migration 2026-11-21-009-invitations). */
export interface InvitationsTable {
  id: string;
  /** The invited address, lower-cased. */
  email: string;
  /** Name used to greet the person in the mail; '' when not given. */
  name: string;
  /** SHA-256 (base64url) of the secret in the link; the secret itself is never stored. */
  secret_digest: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** The account created with the invitation. */
  user_id: string | null;
}

/** A member's pending change of e-mail address (migration 2026-11-23-012-email-changes). */
export interface EmailChangesTable {
  id: string;
  user_id: string;
  /** The address asked for, lower-cased. */
  new_email: string;
  /** SHA-256 (base64url) of the secret in the link; the secret itself is never stored. */
  secret_digest: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A forgotten-password link (migration 2026-11-26-031-password-resets). */
export interface PasswordResetsTable {
  id: string;
  user_id: string;
  /** SHA-256 (base64url) of the secret in the link; the secret itself is never stored. */
  secret_digest: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** One forgotten-password request, registered address or not: the limits count these. */
export interface PasswordResetRequestsTable {
  id: string;
  /** The client address as the server sees it. */
  address: string;
  /** SHA-256 of the typed e-mail, lower-cased. */
  account: string;
  at: string;
}

/** A visitor who left an e-mail and a country (migration 2026-11-21-010-open-access). */
export interface OpenAccessLeadsTable {
  id: string;
  /** Lowercased; one row per e-mail. */
  email: string;
  /** A country key of countries.ts (`costa rica`, `mexico`, …). */
  country: string;
  created_at: string;
  /** The last time the form was sent with this e-mail. */
  last_seen_at: string;
}

/*
 * The directory (migration 2026-11-21-005-directory). `country` is the country key of countries.ts
 * (`costa rica`, `chile`, …).
 */
export interface StatesTable {
  id: string;
  country: string;
  /** ISO 3166-2 code (`CO-ANT`, `CL-RM`). */
  iso_code: string | null;
  /** The country's own code: CUT region for Chile (`13`), DANE department for Colombia (`05`). */
  official_code: string | null;
  name: string;
}

export interface CitiesTable {
  id: string;
  state_id: string;
  /** The country's own code: CUT commune for Chile (`13101`), DANE municipality for Colombia (`54001`). */
  official_code: string | null;
  /**
   * The official name where it is longer than the one people use ("San José de Cúcuta" for Cúcuta),
   * so a registry's file matches it (migration 2026-11-23-014-place-codes).
   */
  official_name: string | null;
  name: string;
}

export interface SchoolsTable {
  id: string;
  country: string;
  /** Official school code, unique within the country. */
  code: string;
  name: string;
  state_id: string | null;
  city_id: string | null;
  active: number;
  created_at: string;
  updated_at: string;
}

export interface MeetingsTable {
  id: string;
  slug: string;
  title: string;
  topic: string;
  starts_at: string;
  time_zone: string;
  duration_minutes: number;
  /** Minutes of presence that count as attendance, live or on the replay (default 30). */
  attendance_minutes: Defaulted<number>;
  active_override: number | null;
  post_event_override: number | null;
  posts_hidden: number;
  /** 'private': questions reach only the team; 'shared': approved ones are listed for every member (migration 040). */
  questions_mode: Defaulted<'private' | 'shared'>;
  /** The question the speaker is answering now, at most one (migration 040); null when none. */
  answering_question_id: Defaulted<string | null>;
  /** The member account that runs the meeting's questions besides staff (migration 044); null when none. */
  host_user_id: Defaulted<string | null>;
  /** Visible posts, kept by the writes (docs/decisions/0033-forums-that-grow.md). */
  posts_count: Defaulted<number>;
  img: string;
  img_inner: string;
  img_inner_t: string;
  img_inner_m: string;
  bg_more_info: string;
  bg_more_info_t: string;
  bg_more_info_m: string;
  video_inner: string;
  iframe_event: string;
  iframe_chat: string;
  iframe_post_event: string;
  reason: string;
  objectives_json: string;
  doc: string;
  summ: string;
  presentation: string;
  podcast: string;
  recommendations_json: string;
  cta_text: string;
  speaker: string;
  speaker_country: string;
  speaker_job: string;
  speaker_image: string;
  speaker_claim: string;
  speaker_excerpt: string;
  speaker_name_meeting_page: string;
  speaker_ln: string;
  speaker_fb: string;
  speaker_tw: string;
  speaker_yt: string;
  driver: string;
  driver_job: string;
  driver_country: string;
  driver_doc: string;
  driver_doc_text: string;
  /** 'f' or 'm': "la ponente" / "el ponente". */
  speaker_gender: Defaulted<string>;
  driver_gender: Defaulted<string>;
  driver_claim: Defaulted<string>;
  driver_ln: Defaulted<string>;
  driver_fb: Defaulted<string>;
  driver_tw: Defaulted<string>;
  driver_yt: Defaulted<string>;
  /** Null: a draft; a future instant: scheduled (docs/product/admin.md#drafts-and-publication). */
  published_at: string | null;
  archived_at: string | null;
  created_at: string;
  /** Last change of the meeting: the calendar event's LAST-MODIFIED. */
  updated_at: string;
  /** Grows by 1 with every change of the meeting: the calendar event's SEQUENCE. */
  revision: number;
}

export interface MeetingInscriptionsTable {
  meeting_id: string;
  user_id: string;
  created_at: string;
}

export interface MeetingPostsTable {
  id: string;
  meeting_id: string;
  user_id: string;
  post: string;
  hidden: number;
  created_at: string;
  /** Place among the visible posts, 1 = oldest; null while hidden (docs/decisions/0033-forums-that-grow.md). */
  seq: Defaulted<number | null>;
  /** The browser's key for the submission that wrote it; unique per member (migration 2026-11-26-037). */
  submission_key: Defaulted<string | null>;
  /** Moderation (migration 2026-11-26-033): who hid the post, when and why; deleted posts lose their text. */
  hidden_at: Defaulted<string | null>;
  hidden_by: Defaulted<string | null>;
  hidden_reason: Defaulted<string | null>;
  deleted_at: Defaulted<string | null>;
  /** Held for review: it contains a watched word (migration 2026-12-02-055); hidden until staff decide. */
  held_at: Defaulted<string | null>;
}

export interface MeetingQuestionsTable {
  id: string;
  meeting_id: string;
  user_id: string;
  question: string;
  created_at: string;
  /** 1 when staff starred it (migration 2026-11-25-025-inbox). */
  starred: Defaulted<number>;
  /** When staff marked it answered; the member sees it. */
  answered_at: Defaulted<string | null>;
  /** When staff hid it from the console and the export. */
  hidden_at: Defaulted<string | null>;
  /** The browser's key for the submission that wrote it; unique per member (migration 2026-11-26-037). */
  submission_key: Defaulted<string | null>;
  /** When staff approved it for the shared list (migration 2026-11-27-040); null while pending. */
  approved_at: Defaulted<string | null>;
  /** How many members voted for it; moved with each `meeting_question_votes` row in one transaction. */
  votes_count: Defaulted<number>;
  /** Its written answer (plain text), first written, last changed and by whom (migration 2026-12-02-054). */
  answer: Defaulted<string | null>;
  answer_at: Defaulted<string | null>;
  answer_updated_at: Defaulted<string | null>;
  answer_by: Defaulted<string | null>;
  /** Held for review: it contains a watched word (migration 2026-12-02-055); hidden until staff decide. */
  held_at: Defaulted<string | null>;
}

/** One member's vote for one question (migration 2026-11-27-040); the key is (question_id, user_id). */
/** Reactions per minute of a meeting (docs/decisions/0062-reactions.md). */
export interface MeetingReactionMinutesTable {
  meeting_id: string;
  /** The minute's start, ISO 8601 UTC. */
  minute: string;
  kind: string;
  count: number;
}

export interface MeetingQuestionVotesTable {
  question_id: string;
  user_id: string;
  created_at: string;
}

/** A live meeting's poll (migration 2026-12-01-048): 'draft', 'open' or 'closed'. */
export interface MeetingPollsTable {
  id: string;
  meeting_id: string;
  question: string;
  state: Defaulted<string>;
  created_at: string;
  opened_at: Defaulted<string | null>;
  closed_at: Defaulted<string | null>;
  /** The host's retried create names the same key and writes nothing. */
  submission_key: Defaulted<string | null>;
}

/** One option of a poll, in `position` order; `votes_count` moves with the vote rows in one transaction. */
export interface MeetingPollOptionsTable {
  id: string;
  poll_id: string;
  position: number;
  text: string;
  votes_count: Defaulted<number>;
}

/** One member's vote in one poll (key: poll_id, user_id); changing it moves `option_id`. */
export interface MeetingPollVotesTable {
  poll_id: string;
  user_id: string;
  option_id: string;
  created_at: string;
  updated_at: string;
}

export interface MeetingContactsTable {
  id: string;
  meeting_id: string;
  user_id: string;
  msg: string;
  created_at: string;
  /** Staff's answer, mailed to the member (migration 2026-11-25-025-inbox); null when none was written. */
  answer: Defaulted<string | null>;
  /** When staff answered or marked the message answered. */
  answered_at: Defaulted<string | null>;
  /** The e-mail of the staff member who did. */
  answered_by: Defaulted<string | null>;
  /** 'message', or 'viewing' for a viewing problem sent from the live page (migration 2026-11-26-036). */
  kind: Defaulted<'message' | 'viewing'>;
}

export interface CertificatesTable {
  code: string;
  kind: 'meeting' | 'axis';
  subject_id: string;
  user_id: string;
  full_name: string;
  title: string;
  detail: string;
  issued_at: string;
  /** Meeting certificates: `live` or `replay` (docs/product/certificates.md#attendance-certificate). */
  attendance: Defaulted<string | null>;
  /** The code that replaced this certificate when the member's name was corrected. */
  replaced_by: Defaulted<string | null>;
  replaced_at: Defaulted<string | null>;
  revoked_at: Defaulted<string | null>;
  revoked_reason: Defaulted<string | null>;
  revoked_by: Defaulted<string | null>;
}

/** A certificate's signed Open Badges credential (migration 2026-12-05-066-certificate-credentials). */
export interface CertificateCredentialsTable {
  code: string;
  /** Its bit in the revocation status list: drawn at random, unique. */
  status_index: number;
  /** The signed JSON-LD, as issued. */
  credential: string;
  signed_at: string;
}

/** A signed Bitstring Status List credential; signed again when `version` moves past `signed_version`. */
export interface CredentialStatusListsTable {
  id: string;
  credential: string | null;
  version: string;
  signed_version: string | null;
  signed_at: string | null;
}

/** Minutes a member's live or replay page was open and visible (migration 2026-11-25-026-attendance). */
export interface MeetingAttendanceTable {
  meeting_id: string;
  user_id: string;
  mode: 'live' | 'replay';
  minute: number;
  created_at: string;
}

/**
 * Minutes present per member, meeting and mode, kept with every minute of `meeting_attendance`
 * (migration 2026-11-27-038-report-indexes): the reports count attendance from it.
 */
export interface MeetingPresenceTable {
  meeting_id: string;
  user_id: string;
  mode: 'live' | 'replay';
  minutes: number;
}

/** Attendance marked by staff over the timer's (migration 2026-12-02-056-attendance-marks). */
/** A request limit's counter (lib/rate-limit-store.ts): shared by every process. */
export interface RateLimitCountersTable {
  key: string;
  /** Milliseconds since the epoch (bigint: a string from PostgreSQL). */
  window_start: number | string;
  count: number;
}

export interface MeetingAttendanceMarksTable {
  meeting_id: string;
  user_id: string;
  mode: 'live' | 'replay' | 'none';
  reason: string;
  marked_by: string;
  marked_at: string;
  minute: number;
}

export interface AxesTable {
  id: string;
  slug: string;
  position: number;
  claim: string;
  title: string;
  excerpt: string;
  starts_at: string;
  active: number;
  video_inner: string;
  speaker: string;
  speaker_job: string;
  speaker_country: string;
  /** 'f' (la experta) or 'm' (el experto): migration 043. */
  speaker_gender: Defaulted<string>;
  speaker_image: string;
  speaker_image_rwd: string;
  speaker_ln: string;
  speaker_fb: string;
  speaker_tw: string;
  speaker_yt: string;
  speaker_name_axis_page: string;
  speaker_excerpt: string;
  created_at: string;
  updated_at: string;
  /** Grows by 1 with every save in the back office (docs/product/admin.md#two-editors). */
  revision: Defaulted<number>;
  /** null: a draft; a future instant: scheduled (docs/product/admin.md#drafts-and-publication). */
  published_at: string | null;
  archived_at: Defaulted<string | null>;
}

export type StepKind = 'stop' | 'masterclass' | 'test' | 'certificate';

export interface AxisStepsTable {
  id: string;
  axis_id: string;
  step_count: number;
  kind: StepKind;
  slug: string;
  title: string;
  intro: string;
  image: string;
  open_date: string;
  type_text: string;
  type_btn: string;
  text_btn: string;
  step_inner_text_type: string;
  title_inner: string;
  intro_inner: string;
  text_inner: string;
  iframes_json: string;
  starts_at: string;
  bg_desk: string;
  bg_tablet: string;
  bg_mobile: string;
  revision: Defaulted<number>;
}

export interface StepButtonsTable {
  id: string;
  step_id: string;
  position: number;
  url: string;
  btn_text: string;
  /** Set when staff removed a button that members had clicked: hidden, its clicks kept. */
  archived_at: Defaulted<string | null>;
}

export interface StepVisitsTable {
  step_id: string;
  user_id: string;
  created_at: string;
}

export interface ButtonClicksTable {
  button_id: string;
  user_id: string;
  created_at: string;
}

export interface AxisCoachesTable {
  id: string;
  axis_id: string;
  user_id: string | null;
  position: number;
  image: string;
  name: string;
  job: string;
  bio: string;
}

export type RelatedGroup = 'expert' | 'documentos' | 'podcast' | 'animaciones' | 'videos';

export interface AxisRelatedTable {
  id: string;
  axis_id: string;
  group_key: RelatedGroup;
  position: number;
  title: string;
  description: string;
  url: string;
}

export interface AxisQuestionsTable {
  id: string;
  axis_id: string;
  user_id: string;
  question: string;
  created_at: string;
  /** 1 when staff starred it (migration 2026-11-25-025-inbox). */
  starred: Defaulted<number>;
  /** When staff marked it answered; the member sees it. */
  answered_at: Defaulted<string | null>;
  /** When staff hid it from the console and the export. */
  hidden_at: Defaulted<string | null>;
  /** The browser's key for the submission that wrote it; unique per member (migration 2026-11-26-037). */
  submission_key: Defaulted<string | null>;
  /** Its written answer (plain text), first written, last changed and by whom (migration 2026-12-02-054). */
  answer: Defaulted<string | null>;
  answer_at: Defaulted<string | null>;
  answer_updated_at: Defaulted<string | null>;
  answer_by: Defaulted<string | null>;
  /** Held for review: it contains a watched word (migration 2026-12-02-055); hidden until staff decide. */
  held_at: Defaulted<string | null>;
}

/** Words that hold a post for review (migration 2026-12-02-055). */
export interface WatchedWordsTable {
  id: string;
  word: string;
  normalized: string;
  created_at: string;
  created_by: string | null;
}

export interface RaffleEntriesTable {
  raffle: 'tablet' | 'smartwatch';
  axis_id: string;
  user_id: string;
  created_at: string;
}

/** A dated edition of the prize draws: period, prizes and who is left out (migration 2026-11-26-035-draw-editions). */
export interface RaffleEditionsTable {
  id: string;
  name: string;
  starts_at: string;
  ends_at: string;
  draw_at: string;
  tablet_prize: string;
  smartwatch_prize: string;
  smartwatch_top: Defaulted<number>;
  alternates: Defaulted<number>;
  /** The publisher's mail domains, one a line: their holders are employees. */
  excluded_domains: Defaulted<string>;
  created_at: string;
  updated_at: string;
}

/** One draw of an edition; the seed stays secret until `drawn_at`, its SHA-256 is public. */
export interface RaffleDrawsTable {
  id: string;
  edition_id: string;
  raffle: 'tablet' | 'smartwatch';
  seed: string;
  seed_hash: string;
  drawn_at: Defaulted<string | null>;
  drawn_by: Defaulted<string | null>;
  entries_hash: Defaulted<string | null>;
  created_at: string;
}

/** A draw's frozen entry list; picked entries (place 0 the winner, then alternates) carry their acceptance. */
/** A public, dated note on a change of an edition's entry period (decision 0079). */
export interface RafflePeriodNotesTable {
  id: string;
  edition_id: string;
  note: string;
  starts_before: string;
  ends_before: string;
  starts_after: string;
  ends_after: string;
  created_by: string;
  created_at: string;
}

/** One revision of a mail's wording written by staff; the highest is in use (decision 0082). */
export interface MailWordingsTable {
  key: string;
  revision: number;
  subject: string;
  preheader: string;
  body: string;
  action: string;
  notes: string;
  created_by: string;
  created_by_email: string;
  created_at: string;
}

export interface RaffleDrawEntriesTable {
  draw_id: string;
  entry_id: string;
  user_id: string | null;
  place: Defaulted<number | null>;
  status: Defaulted<'waiting' | 'notified' | 'accepted' | 'passed' | null>;
  notified_at: Defaulted<string | null>;
  deadline_at: Defaulted<string | null>;
  decided_at: Defaulted<string | null>;
  decision_note: Defaulted<string | null>;
}

export interface ThreadsTable {
  id: string;
  axis_id: string;
  slug: string;
  title: string;
  coach_id: string | null;
  position: number;
  created_at: string;
  revision: Defaulted<number>;
  /** Set when staff close the thread: it takes no new posts (docs/product/forum.md#closed-threads). */
  closed_at: Defaulted<string | null>;
  /** Visible posts, kept by the writes (docs/decisions/0033-forums-that-grow.md). */
  posts_count: Defaulted<number>;
  last_post_at: Defaulted<string | null>;
  /** Set when a coach or staff pinned the thread: pinned threads list first. */
  pinned_at: Defaulted<string | null>;
}

/** Visible posts per person and route: the participation ranking (docs/product/forum.md#participation-ranking). */
export interface ForumParticipationTable {
  axis_id: string;
  user_id: string;
  posts: number;
}

export interface ThreadPostsTable {
  id: string;
  thread_id: string;
  user_id: string;
  post: string;
  hidden: number;
  created_at: string;
  /** Place among the visible posts, 1 = oldest; null while hidden (docs/decisions/0033-forums-that-grow.md). */
  seq: Defaulted<number | null>;
  /** The browser's key for the submission that wrote it; unique per member (migration 2026-11-26-037). */
  submission_key: Defaulted<string | null>;
  /** Moderation (migration 2026-11-26-033): who hid the post, when and why; deleted posts lose their text. */
  hidden_at: Defaulted<string | null>;
  hidden_by: Defaulted<string | null>;
  hidden_reason: Defaulted<string | null>;
  deleted_at: Defaulted<string | null>;
  /** When its author last edited it (migration 2026-11-27-042); the text before is in the audit log. */
  edited_at: Defaulted<string | null>;
  /** Held for review: it contains a watched word (migration 2026-12-02-055); hidden until staff decide. */
  held_at: Defaulted<string | null>;
}

/** The last visible post (`seq`) a member has read in a thread: "nuevo desde tu última visita" (migration 042). */
export interface ThreadReadsTable {
  user_id: string;
  thread_id: string;
  last_seq: number;
  read_at: string;
}

/** A member's report of a post, once per member and post (docs/decisions/0038-moderation.md). */
export interface PostReportsTable {
  id: string;
  post_type: 'thread' | 'meeting';
  post_id: string;
  /** The route of a thread post; null for a meeting comment. */
  axis_id: string | null;
  user_id: string;
  reason: string;
  created_at: string;
  resolved_at: Defaulted<string | null>;
  resolved_by: Defaulted<string | null>;
  /** 'hidden' (the post was hidden or deleted) or 'dismissed'. */
  resolution: Defaulted<string | null>;
}

export interface TestsTable {
  id: string;
  axis_id: string;
  slug: string;
  position: number;
  title: string;
  speaker: string;
  image_list: string;
  description: string;
  intro_json: string;
  revision: Defaulted<number>;
  /** null: a draft; a future instant: scheduled (docs/product/admin.md#drafts-and-publication). */
  published_at: string | null;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
  /** The case this one is a new version of; publishing this one archives that one. */
  replaces_id: string | null;
}

export interface TestQuestionsTable {
  id: string;
  test_id: string;
  position: number;
  question: string;
  answers_json: string;
  correct_answer: string;
}

export interface TestSelectionsTable {
  axis_id: string;
  user_id: string;
  test_id: string;
  created_at: string;
}

export interface TestAttemptsTable {
  id: string;
  axis_id: string;
  test_id: string;
  user_id: string;
  score: number;
  answers_json: string;
  created_at: string;
}

export interface ContactRequestsTable {
  id: string;
  email: string;
  country: string;
  name: string;
  lastname: string;
  school: string;
  city: string;
  school_type: string;
  privacy_accepted_at: string;
  requests: Defaulted<number>;
  created_at: string;
  updated_at: string;
  /** The invitation staff sent in answer (migration 2026-11-25-025-inbox); its `user_id` is the account. */
  invitation_id: Defaulted<string | null>;
  /** When staff refused the request. */
  refused_at: Defaulted<string | null>;
  /** When staff last reminded an address that is already a member how to sign in. */
  reminded_at: Defaulted<string | null>;
}

export interface HomeItemsTable {
  id: string;
  position: number;
  img: string;
  title: string;
  excerpt: string;
  url: string;
  /** docs/product/admin.md#two-editors */
  revision: Defaulted<number>;
  /** docs/product/admin.md#drafts-and-publication: null is a draft, a future instant is scheduled. */
  published_at: string | null;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One change made in the back office; never updated or deleted (docs/product/admin.md#audit-log). */
export interface AuditLogTable {
  id: string;
  actor_id: string;
  actor_email: string;
  action: string;
  item_type: string;
  item_id: string;
  item_label: string;
  /** JSON: `{ field: { before, after } }` for each field the change touched. */
  changes_json: string;
  created_at: string;
}

/** A page staff edit (docs/product/content.md#pages-staff-edit): its content JSON, checked by the shared schema of its key. */
export interface SitePagesTable {
  key: string;
  content_json: string;
  revision: Defaulted<number>;
  updated_at: string;
}

/** The masterclass open to visitors (docs/product/contact.md#open-masterclass); one row at most. */
export interface OpenMasterclassTable {
  id: string;
  title: string;
  intro: string;
  /** ISO-8601 UTC: from then on the live page shows the video and the chat. */
  starts_at: string;
  video: string;
  chat: string;
  bg_desk: string;
  bg_tablet: string;
  bg_mobile: string;
  revision: Defaulted<number>;
  /** Null: withdrawn; visitors read that there is no open masterclass. */
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A file uploaded by staff (docs/product/media.md); its files live in the media folder under its id. */
export interface MediaTable {
  id: string;
  kind: 'image' | 'pdf' | 'audio';
  mime: string;
  name: string;
  name_search: string;
  bytes: number;
  width: number | null;
  height: number | null;
  main_file: string;
  /** JSON: `[{ size, format, width, height, file }]` for images, `[]` otherwise. */
  variants_json: string;
  sha256: string;
  created_by: string;
  created_at: string;
  archived_at: string | null;
  revision: Defaulted<number>;
}

/** Change counters (migration 023, docs/performance.md#public-lists): `public` goes up with every change of the tables the public lists read. */
export interface ChangeVersionsTable {
  name: string;
  version: Defaulted<number | string>;
}

/** Deferred work (migration 2026-11-26-032-job-queue, docs/decisions/0037-durable-job-queue.md). */
export interface JobsTable {
  id: string;
  kind: string;
  /** JSON of the job's own values. */
  payload: string;
  subject_id: string | null;
  dedupe_key: string | null;
  status: 'pending' | 'running' | 'sent' | 'failed' | 'cancelled';
  run_at: string;
  attempts: Defaulted<number>;
  max_attempts: number;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** docs/decisions/0044-live-updates.md: the recent events of the live streams, for Last-Event-ID. */
export interface LiveEventsTable {
  id: number;
  channel: string;
  kind: string;
  subject: string | null;
  recipient_id: string | null;
  created_at: string;
}

export interface LiveSequenceTable {
  name: string;
  last_id: number;
}

export interface Database {
  users: UsersTable;
  oidc_identities: OidcIdentitiesTable;
  member_search: MemberSearchTable;
  sessions: SessionsTable;
  sign_in_failures: SignInFailuresTable;
  botcheck_used: BotCheckUsedTable;
  invitations: InvitationsTable;
  email_changes: EmailChangesTable;
  password_resets: PasswordResetsTable;
  password_reset_requests: PasswordResetRequestsTable;
  open_access_leads: OpenAccessLeadsTable;
  states: StatesTable;
  cities: CitiesTable;
  schools: SchoolsTable;
  meetings: MeetingsTable;
  meeting_inscriptions: MeetingInscriptionsTable;
  meeting_posts: MeetingPostsTable;
  meeting_questions: MeetingQuestionsTable;
  meeting_question_votes: MeetingQuestionVotesTable;
  meeting_reaction_minutes: MeetingReactionMinutesTable;
  meeting_polls: MeetingPollsTable;
  meeting_poll_options: MeetingPollOptionsTable;
  meeting_poll_votes: MeetingPollVotesTable;
  meeting_contacts: MeetingContactsTable;
  certificates: CertificatesTable;
  certificate_credentials: CertificateCredentialsTable;
  credential_status_lists: CredentialStatusListsTable;
  meeting_attendance: MeetingAttendanceTable;
  meeting_presence: MeetingPresenceTable;
  meeting_attendance_marks: MeetingAttendanceMarksTable;
  rate_limit_counters: RateLimitCountersTable;
  live_events: LiveEventsTable;
  live_sequence: LiveSequenceTable;
  axes: AxesTable;
  home_items: HomeItemsTable;
  site_pages: SitePagesTable;
  open_masterclass: OpenMasterclassTable;
  axis_steps: AxisStepsTable;
  step_buttons: StepButtonsTable;
  step_visits: StepVisitsTable;
  button_clicks: ButtonClicksTable;
  axis_coaches: AxisCoachesTable;
  axis_related: AxisRelatedTable;
  axis_questions: AxisQuestionsTable;
  watched_words: WatchedWordsTable;
  raffle_entries: RaffleEntriesTable;
  raffle_editions: RaffleEditionsTable;
  raffle_draws: RaffleDrawsTable;
  raffle_draw_entries: RaffleDrawEntriesTable;
  raffle_period_notes: RafflePeriodNotesTable;
  threads: ThreadsTable;
  thread_posts: ThreadPostsTable;
  forum_participation: ForumParticipationTable;
  post_reports: PostReportsTable;
  thread_reads: ThreadReadsTable;
  tests: TestsTable;
  test_questions: TestQuestionsTable;
  test_selections: TestSelectionsTable;
  test_attempts: TestAttemptsTable;
  contact_requests: ContactRequestsTable;
  audit_log: AuditLogTable;
  media: MediaTable;
  change_versions: ChangeVersionsTable;
  jobs: JobsTable;
  mail_wordings: MailWordingsTable;
}
