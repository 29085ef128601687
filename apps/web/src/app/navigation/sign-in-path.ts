import { useLocation } from 'react-router';
import { loginPathFor } from '../../lib/safe-redirect';

/** The login page, sending the visitor back where they were (not from the sign-in pages themselves). */
export function useSignInPath(): string {
  const { pathname, search } = useLocation();
  const onAuthPage = pathname === '/login' || pathname.startsWith('/auth/');
  return onAuthPage ? '/login' : loginPathFor(`${pathname}${search}`);
}
