import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { connectUrl } from '../../config/paths';
import { PageLoading } from '../../components/ui/PageLoading';
import { isSignedIn, useCurrentUser } from './get-current-user';

/**
 * The one route guard (docs/product/session.md#route-guard): a signed-out visitor of a member page goes to
 * the provider's connect page and comes back here after signing in.
 */
export function RequireMember() {
  const { data: user, isPending } = useCurrentUser(true);
  const signedOut = !isPending && !isSignedIn(user);
  useEffect(() => {
    if (signedOut) window.location.assign(connectUrl(window.location.href));
  }, [signedOut]);
  if (!isSignedIn(user)) return <PageLoading />;
  return <Outlet />;
}
