import { ANONYMOUS_USER, currentUserSchema } from '@foro/shared/session/schemas';
import { aMember } from './factories';
import { answer } from './network';

/** GET users/username for a signed-in member. */
export const signedIn = (over: Parameters<typeof aMember>[0] = {}) =>
  answer('get', '/api/users/username', currentUserSchema, aMember(over));
/** GET users/username for a visitor (the answer is the anonymous user, not a refusal). */
export const signedOut = () => answer('get', '/api/users/username', currentUserSchema, ANONYMOUS_USER);
