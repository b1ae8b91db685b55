import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { axisKeys } from '../features/axes/api/query-keys';
import { forumKeys } from '../features/forum/api/query-keys';
import { profileKeys } from '../features/profile/api/query-keys';
import { testKeys } from '../features/tests/api/query-keys';
import { currentUserQuery } from '../lib/session/get-current-user';
import { queryScopes } from '../lib/query-scopes';

// Mutations in one feature refresh another's data through these scopes (a scored test refreshes the
// route's stops, tests and threads and the profile; a confirmation refreshes the current member), so
// every key those screens read must sit inside the scope.
describe('query key scopes', () => {
  it('puts every key of a route under the route scope', () => {
    const scope = queryScopes.axis('ruta');
    const keys = [
      axisKeys.info('ruta'),
      axisKeys.related('ruta'),
      axisKeys.experts('ruta'),
      axisKeys.masterclass('ruta', 'parada'),
      axisKeys.stop('ruta', 'parada'),
      forumKeys.threads('ruta'),
      forumKeys.thread('ruta', 'hilo', 2),
      testKeys.list('ruta'),
    ];
    for (const key of keys) expect(partialMatchKey(key, scope), key.join('/')).toBe(true);
    expect(partialMatchKey(axisKeys.info('otra'), scope)).toBe(false);
  });

  it('puts the profile data under the profile scope and the current member under the session scope', () => {
    expect(partialMatchKey(profileKeys.userData(), queryScopes.profile)).toBe(true);
    expect(partialMatchKey(profileKeys.member(), queryScopes.profile)).toBe(true);
    expect(partialMatchKey(currentUserQuery().queryKey, queryScopes.session)).toBe(true);
  });
});
