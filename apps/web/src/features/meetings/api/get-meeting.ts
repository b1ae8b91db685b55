import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { MeetingDetail, MeetingWithChat } from '@foro/shared/meetings/schemas';
import { firstAnswerPaths } from '@foro/shared/routes/first-answers';
import { api } from '../../../lib/api-client';
import { chatMessagesQuery } from './get-chat-messages';
import { meetingKeys } from './query-keys';

// The address the meeting's pages announce in their shell (first-answers.ts), so the browser's preload answers it.
export const getMeeting = (slug: string) => api.get<MeetingDetail>(firstAnswerPaths.meeting(slug));
export const meetingQuery = (slug: string) =>
  queryOptions({ queryKey: meetingKeys.detail(slug), queryFn: () => getMeeting(slug), staleTime: 30_000 });
export const useMeeting = (slug: string) => useQuery(meetingQuery(slug));

/**
 * The live page's first answer (docs/decisions/0134-the-live-pages-meeting-carries-its-chat.md): the meeting
 * with its chat's newest messages, each put where its screen reads it (the meeting's query and the chat's
 * first page), so that the chat draws with the meeting instead of after a request of its own.
 */
export function seedMeetingWithChat(
  client: QueryClient,
  slug: string,
  answer: MeetingDetail & { chat?: MeetingWithChat['chat'] },
) {
  const { chat, ...meeting } = answer;
  client.setQueryData(meetingQuery(slug).queryKey, meeting);
  // An answer without it (a server before decision 0134): the chat asks for its page itself.
  if (chat) client.setQueryData(chatMessagesQuery(slug).queryKey, { pages: [chat], pageParams: [1] });
}

/** The live page's loader: the meeting and its chat in one request, unless both are already read. */
export async function ensureMeetingWithChat(client: QueryClient, slug: string) {
  const read = (key: readonly unknown[]) => client.getQueryData(key) !== undefined;
  if (read(meetingQuery(slug).queryKey) && read(chatMessagesQuery(slug).queryKey)) return;
  seedMeetingWithChat(client, slug, await api.get<MeetingWithChat>(firstAnswerPaths.meetingLive(slug)));
}
