import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { pageOf } from '@foro/shared/routes/paths';
import { axisInfoQuery } from '../features/axes/api/get-axis-info';
import { expertsQuery } from '../features/axes/api/get-experts';
import { masterclassQuery } from '../features/axes/api/get-masterclass';
import { relatedQuery } from '../features/axes/api/get-related';
import { stopQuery } from '../features/axes/api/get-stop';
import { threadQuery } from '../features/forum/api/get-thread';
import { threadsQuery } from '../features/forum/api/get-threads';
import { pageFromSearch } from '../features/forum/format';
import { meetingPostsQuery } from '../features/meetings/api/get-meeting-posts';
import { ensureMeetingWithChat, meetingQuery } from '../features/meetings/api/get-meeting';
import { hostedMeetingsQuery } from '../features/meetings/api/get-hosted-meetings';
import { memberDataQuery, userDataQuery } from '../features/profile/api/profile-api';
import { testListQuery, testQuery, testResultsQuery } from '../features/tests/api/tests-api';

type Params = LoaderFunctionArgs['params'];

/**
 * A route loader that fills the cache with the queries its screen reads, with the screen's own query
 * options (`ensure(client, params)` calls `client.ensureQueryData(<the screen's options>)`), while the
 * router loads the screen's code: code and data arrive together.
 *
 * It never fails: a refusal (401 for a signed-out visitor, whom the member guard sends to the connect
 * page; 403, 404, 409) is left to the screen, which shows or follows it as it does without a loader.
 */
export const prefetch =
  (
    client: QueryClient,
    ...ensure: Array<(client: QueryClient, params: Params, url: URL) => Promise<unknown>>
  ) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    await Promise.all(ensure.map((e) => e(client, params, url).catch(() => undefined)));
    return null;
  };

const p = (params: Params, name: string) => params[name] ?? '';

/** The loaders of the main member screens (docs/decisions/0030-screens-compose-feature-components.md). */
export function routeLoaders(client: QueryClient) {
  return {
    axis: prefetch(client, (c, params) => c.ensureQueryData(axisInfoQuery(p(params, 'slug')))),
    stop: prefetch(client, (c, params) =>
      c.ensureQueryData(stopQuery(p(params, 'slug'), p(params, 'slugStep'))),
    ),
    masterclass: prefetch(client, (c, params) =>
      c.ensureQueryData(masterclassQuery(p(params, 'slug'), p(params, 'slugStep'))),
    ),
    experts: prefetch(client, (c, params) => c.ensureQueryData(expertsQuery(p(params, 'slug')))),
    related: prefetch(client, (c, params) => c.ensureQueryData(relatedQuery(p(params, 'slug')))),
    threads: prefetch(client, (c, params) => c.ensureQueryData(threadsQuery(p(params, 'slug')))),
    // The thread opens on the page of its address (`?pagina=3`), else its first.
    thread: prefetch(client, (c, params, url) =>
      c.ensureQueryData(
        threadQuery(
          p(params, 'slug'),
          p(params, 'slugThread'),
          pageFromSearch(url.searchParams.get('pagina')),
        ),
      ),
    ),
    testList: prefetch(client, (c, params) => c.ensureQueryData(testListQuery(p(params, 'slug')))),
    test: prefetch(client, (c, params) => c.ensureQueryData(testQuery(p(params, 'slug')))),
    testResults: prefetch(client, (c, params) => c.ensureQueryData(testResultsQuery(p(params, 'slug')))),
    profile: prefetch(
      client,
      (c) => c.ensureQueryData(memberDataQuery()),
      (c) => c.ensureQueryData(userDataQuery()),
      (c) => c.ensureQueryData(hostedMeetingsQuery()),
    ),
    // The meeting pages' layout reads the meeting (the live page with its chat: decision 0134); the
    // interact page its forum's first page too.
    meeting: prefetch(client, (c, params, url) =>
      pageOf(url.pathname) === 'meetingLive'
        ? ensureMeetingWithChat(c, p(params, 'slug'))
        : c.ensureQueryData(meetingQuery(p(params, 'slug'))),
    ),
    meetingInteract: prefetch(client, (c, params) =>
      c.ensureQueryData(meetingPostsQuery(p(params, 'slug'), 1)),
    ),
  };
}
