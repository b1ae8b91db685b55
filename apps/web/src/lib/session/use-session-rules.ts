import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pages, confirmationUrl } from '../../config/paths';
import { isSignedIn, useCurrentUser } from './get-current-user';
import { takePendingRedirect } from './pending-redirect';

/**
 * Pages a member who has not confirmed her data may still read: the confirmation form itself, and the
 * legal texts it asks her to accept (docs/product/session.md#unconfirmed-data).
 */
const readableUnconfirmed: readonly string[] = [
  pages.confirmation.pattern,
  pages.privacyPolicy.pattern,
  pages.cookiesPolicy.pattern,
  pages.termsOfUse.pattern,
  pages.socialMediaPolicy.pattern,
  pages.raffleRules.pattern,
];
const mayStayUnconfirmed = (pathname: string) => readableUnconfirmed.includes(pathname);

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
    if (user.userUpdatedFields === 0 && !mayStayUnconfirmed(location.pathname)) {
      navigate(confirmationUrl(here), { replace: true });
    }
  }, [user, location.pathname, location.search, navigate]);
}
