import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ThreadPage } from '@foro/shared/forum/schemas';
import { firstAnswerPaths } from '@foro/shared/routes/first-answers';
import { api } from '../../../lib/api-client';
import { forumKeys } from './query-keys';

export const getThread = (slug: string, slugThread: string, page: number) =>
  api.get<ThreadPage>(firstAnswerPaths.threadPosts(slug, slugThread, page));
export const threadQuery = (slug: string, slugThread: string, page: number) =>
  queryOptions({
    queryKey: forumKeys.thread(slug, slugThread, page),
    queryFn: () => getThread(slug, slugThread, page),
    placeholderData: keepPreviousData,
  });
export const useThread = (slug: string, slugThread: string, page: number) =>
  useQuery(threadQuery(slug, slugThread, page));
