import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { connectUrl } from '../../config/paths';
import { NoAccess } from '../../components/errors/NoAccess';
import { PageLoading } from '../../components/ui/PageLoading';
import { isSignedIn, useCurrentUser } from './get-current-user';

/**
 * The back office's guard (docs/product/admin.md#who-may-use-it): a signed-out visitor goes to the
 * connect page and comes back; a member or a coach sees "no access" and nothing of the back office
 * is requested (its API would answer 403 anyway).
 */
export function RequireStaff() {
  const { data: user, isPending } = useCurrentUser(true);
  const signedOut = !isPending && !isSignedIn(user);
  useEffect(() => {
    if (signedOut) window.location.assign(connectUrl(window.location.pathname + window.location.search));
  }, [signedOut]);
  if (!isSignedIn(user)) return <PageLoading />;
  if (user.role !== 'staff') return <NoAccess />;
  return <Outlet />;
}
