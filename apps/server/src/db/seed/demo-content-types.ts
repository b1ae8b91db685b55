/**
 * The shape of the demo content (docs/product/README.md#demo-content). Dates are given relative to
 * the moment of seeding, so the demo always has meetings in every state.
 */
export interface DemoObjective {
  img: string;
  title: string;
  excerpt: string;
}

export interface DemoRecommendation {
  title: string;
  excerpt: string;
  url: string;
  img: string;
}

export interface DemoMeeting {
  slug: string;
  /** May contain the marker [br] for a line break on the cards. */
  title: string;
  topic: string;
  /**
   * Start relative to the seeding moment: `{ days, time }` puts it that many days away at the given
   * local time (HH:mm) in `time_zone`; `{ minutesFromSeed }` puts it exactly that far from the seed.
   */
  start: { days: number; time: string } | { minutesFromSeed: number };
  time_zone: string;
  duration_minutes: number;
  /** null follows the clock; true/false is a staff override. */
  active_override: boolean | null;
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
  objectives: DemoObjective[];
  doc: string;
  summ: string;
  presentation: string;
  podcast: string;
  recommendations: DemoRecommendation[];
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
  /** 'f': "la ponente"; absent: 'm'. */
  speaker_gender?: 'f' | 'm';
  driver_gender?: 'f' | 'm';
}

/** A community member who only appears as the author of demo posts (cannot sign in). */
export interface DemoMember {
  key: string;
  name: string;
  lastname: string;
  /** Lowercase country key as in docs/product/directory.md#countries (e.g. "costa rica", "mexico"). */
  country: string;
  city: string;
}

export interface DemoMeetingPost {
  meetingSlug: string;
  /** A DemoMember key, or one of the demo accounts: docente, completo, coach. */
  author: string;
  post: string;
  hoursAgo: number;
  /** A moderated post: stored but never shown. */
  hidden?: boolean;
}

export interface DemoAxis {
  slug: string;
  position: number;
  claim: string;
  title: string;
  excerpt: string;
  /** Days from seeding of the route's opening. */
  startDays: number;
  active: boolean;
  video_inner: string;
  speaker: string;
  speaker_job: string;
  speaker_country: string;
}

export interface DemoHomeItem {
  position: number;
  img: string;
  title: string;
  excerpt: string;
  url: string;
}

/**
 * The route's expert (docs/product/axes.md#experts-screen), besides the name, job and country of DemoAxis.
 */
export interface DemoAxisExpert {
  /** 'f' (la experta) or 'm' (el experto): every text naming the expert follows it. */
  speaker_gender: 'f' | 'm';
  speaker_image: string;
  speaker_image_rwd: string;
  speaker_ln: string;
  speaker_fb: string;
  speaker_tw: string;
  speaker_yt: string;
  speaker_name_axis_page: string;
  speaker_excerpt: string;
}

export interface DemoStep {
  step_count: number;
  kind: 'stop' | 'masterclass' | 'test' | 'certificate';
  slug: string;
  title: string;
  intro: string;
  image: string;
  /** Days from seeding when the stop opens (negative: already open). */
  openDays: number;
  type_text: string;
  type_btn: string;
  text_btn: string;
  step_inner_text_type: string;
  title_inner: string;
  intro_inner: string;
  /** Plain, safe HTML (p, h2, h3, ul, ol, li, strong, em, a href, blockquote). */
  text_inner: string;
  iframes: Array<{ url: string; iframe_type: 'video' | 'chat' | 'document' }>;
  buttons: Array<{ url: string; btn_text: string }>;
  /** Only for the masterclass: its live moment relative to seeding, in a zone. */
  masterclass?: { days: number; time: string; time_zone: string };
  bg_desk: string;
  bg_tablet: string;
  bg_mobile: string;
}

export interface DemoCoach {
  /** 'coach' links the coach to the demo account coach@example.org. */
  userKey?: string;
  image: string;
  name: string;
  job: string;
  bio: string;
}

export interface DemoRelated {
  group: 'expert' | 'documentos' | 'podcast' | 'animaciones' | 'videos';
  title: string;
  description: string;
  url: string;
}

export interface DemoAxisContent {
  axisSlug: string;
  expert: DemoAxisExpert;
  steps: DemoStep[];
  coaches: DemoCoach[];
  related: DemoRelated[];
}

/** A practical case of a route (stop 7): introduction blocks, then 10 questions. */
export interface DemoTest {
  axisSlug: string;
  slug: string;
  title: string;
  /** The speaker the case is based on (profile "Ponente"). */
  speaker: string;
  image_list: string;
  description: string;
  intro: Array<{ title: string; text: string }>;
  questions: Array<{
    question: string;
    answers: string[];
    /** Index in `answers` of the right one. */
    correct: number;
  }>;
}

export interface DemoThread {
  axisSlug: string;
  slug: string;
  title: string;
  /** Name of the route coach who leads it (one of the route's DemoCoach names). */
  coachName: string;
  posts: Array<{
    /** A DemoMember key or a demo account: docente, completo, coach. */
    author: string;
    /** Plain text; may start with a quote as [quote=Full Name]quoted text[/quote]. */
    post: string;
    hoursAgo: number;
  }>;
}
