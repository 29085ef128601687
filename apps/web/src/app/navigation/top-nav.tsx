import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChefHat, Menu, Plus } from 'lucide-react';
import type { Me } from '@mise/core';
import { buttonClasses } from '../../components/ui/button';
import { Button } from '../../components/ui/button';
import { avatarLetterOf, useMe } from '../../lib/session';
import { useSignOut } from '../../features/auth/sign-out';
import { navGroups } from './nav-groups';
import { NavGroupMenu } from './nav-group-menu';
import { MobileMenu } from './mobile-menu';
import { useSignInPath } from './sign-in-path';

function SignInLink() {
  return (
    <Link to={useSignInPath()} className={buttonClasses('secondary', 'sm')}>
      Sign In
    </Link>
  );
}

function AccountControls({ me, isPending }: { me: Me | null | undefined; isPending: boolean }) {
  const { signOut, isPending: signingOut } = useSignOut();
  // Hold the space while the first /api/me answer is on its way, so the bar does not flash "Sign In".
  if (isPending) return <span aria-hidden="true" className="inline-block h-9 w-20" />;
  if (!me) return <SignInLink />;
  return (
    <>
      <Button variant="ghost" size="sm" onClick={signOut} busy={signingOut}>
        Sign Out
      </Button>
      <Link
        to="/profile"
        aria-label="Profile"
        title={me.user.email}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-700 text-base font-semibold text-white hover:bg-emerald-800"
      >
        {avatarLetterOf(me.user.email)}
      </Link>
    </>
  );
}

/** The bar on every page: logo, the three groups, Create Recipe, account controls, and the mobile menu. */
export function TopNav() {
  const { data: me, isPending } = useMe();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white print:hidden">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-3 sm:gap-2 sm:px-4"
      >
        <Link
          to="/"
          className="mr-1 inline-flex items-center gap-1.5 rounded-lg px-1 text-xl font-bold text-emerald-800 sm:mr-3"
        >
          <ChefHat aria-hidden="true" className="size-6" />
          Mise
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {navGroups.map((group) => (
            <NavGroupMenu key={group.id} group={group} />
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <Link to="/recipes/create" className={buttonClasses('primary', 'sm', 'px-2.5 sm:px-3')}>
            <Plus aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">Create Recipe</span>
          </Link>
          <AccountControls me={me} isPending={isPending} />
          <button
            ref={menuButtonRef}
            type="button"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 md:hidden"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        </div>
      </nav>
      <MobileMenu open={menuOpen} onClose={closeMenu} me={me} returnFocusRef={menuButtonRef} />
    </header>
  );
}
