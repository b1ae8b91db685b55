import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { axisInfoQuery } from '../features/axes/api/get-axis-info';
import { stopQuery } from '../features/axes/api/get-stop';
import { threadQuery } from '../features/forum/api/get-thread';
import { meetingPostsQuery } from '../features/meetings/api/get-meeting-posts';
import { meetingQuery } from '../features/meetings/api/get-meeting';
import { testQuery } from '../features/tests/api/tests-api';

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
  (client: QueryClient, ...ensure: Array<(client: QueryClient, params: Params) => Promise<unknown>>) =>
  async ({ params }: LoaderFunctionArgs) => {
    await Promise.all(ensure.map((e) => e(client, params).catch(() => undefined)));
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
    // The thread opens on its first page.
    thread: prefetch(client, (c, params) =>
      c.ensureQueryData(threadQuery(p(params, 'slug'), p(params, 'slugThread'), 1)),
    ),
    test: prefetch(client, (c, params) => c.ensureQueryData(testQuery(p(params, 'slug')))),
    // The meeting pages' layout reads the meeting; the interact page its forum's first page too.
    meeting: prefetch(client, (c, params) => c.ensureQueryData(meetingQuery(p(params, 'slug')))),
    meetingInteract: prefetch(client, (c, params) =>
      c.ensureQueryData(meetingPostsQuery(p(params, 'slug'), 1)),
    ),
  };
}
