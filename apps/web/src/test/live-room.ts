import { meetingPostsPageSchema } from '@foro/shared/meetings/schemas';
import { pollListSchema } from '@foro/shared/polls/schemas';
import { myQuestionsSchema } from '@foro/shared/questions/admin-schemas';
import { sharedQuestionListSchema } from '@foro/shared/questions/shared-list';
import { answer } from './network';

/** What the live page's room reads (chat, the member's questions, the shared list, the polls), empty. */
export const emptyLiveRoom = (slug: string) => [
  answer('get', `/api/meeting/${slug}/posts`, meetingPostsPageSchema, {
    posts: [],
    speaker: { speaker: '', speaker_image: '', speaker_job: '' },
    eventPast: false,
    hidde_posts: false,
    page: 1,
    pages: 1,
    total: 0,
  }),
  answer('get', `/api/meeting/${slug}/questions/mine`, myQuestionsSchema, []),
  answer('get', `/api/meeting/${slug}/questions`, sharedQuestionListSchema, {
    sort: 'votes',
    shared: true,
    questions: [],
  }),
  answer('get', `/api/meeting/${slug}/polls`, pollListSchema, []),
];
