import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pages, confirmationUrl } from '../../config/paths';
import { isSignedIn, useCurrentUser } from './get-current-user';
import { takePendingRedirect } from './pending-redirect';

/**
 * The session rules that run at startup and on every route change: the unconfirmed-data redirect to
 * /confirmacion (docs/product/session.md#unconfirmed-data) and the return to a route stored at
 * logout (docs/product/session.md#pending-redirect-after-logout).
 */
export function useSessionRules() {
  const location = useLocation();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();

  useEffect(() => {
    if (!isSignedIn(user)) return;
    const pending = takePendingRedirect();
    const here = location.pathname + location.search;
    if (pending && pending !== location.pathname) {
      navigate(pending, { replace: true });
      return;
    }
    if (user.userUpdatedFields === 0 && location.pathname !== pages.confirmation.pattern) {
      navigate(confirmationUrl(here), { replace: true });
    }
  }, [user, location.pathname, location.search, navigate]);
}
