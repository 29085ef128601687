import { useEffect, type RefObject } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import type { Me } from '@mise/core';
import { messages } from '@mise/core';
import { MessageCircle } from 'lucide-react';
import { Sheet } from '../../components/ui/sheet';
import { buttonClasses } from '../../components/ui/button';
import { isNewMember } from '../../features/auth/new-member';
import { navGroups } from './nav-groups';
import { useSignInPath } from './sign-in-path';

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  me: Me | null | undefined;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

const desktopQuery = '(min-width: 768px)';

/** The slide-out menu for narrow screens (< 768 px). */
export function MobileMenu({ open, onClose, me, returnFocusRef }: MobileMenuProps) {
  const navigate = useNavigate();
  const signInPath = useSignInPath();

  // Growing past the breakpoint shows the desktop bar; a modal left open there would trap focus.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(desktopQuery);
    const onChange = () => {
      if (query.matches) onClose();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [open, onClose]);

  return (
    <Sheet
      open={open}
      onClose={onClose}
      label="Menu"
      closeLabel="Close menu"
      returnFocusRef={returnFocusRef}
    >
      <div className="border-b border-slate-200 px-5 pb-4">
        <p className="truncate font-semibold text-slate-900">{me ? me.user.email : 'Guest'}</p>
        {me ? (
          <p className="text-sm text-slate-700">
            {/* Someone who just signed up in this tab has not been here before. */}
            {isNewMember(me.user.id) ? messages.welcomeNew : messages.welcome}
          </p>
        ) : (
          <Link
            to={signInPath}
            onClick={onClose}
            className="text-sm font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900"
          >
            {messages.signInForMore}
          </Link>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-5 px-3 py-4">
        {navGroups.map((group) => (
          <section key={group.id} aria-labelledby={`mobile-${group.id}`}>
            <h2
              id={`mobile-${group.id}`}
              className="px-2 text-xs font-semibold tracking-wide text-slate-700 uppercase"
            >
              {group.label}
            </h2>
            <ul className="mt-1">
              {group.items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    onClick={onClose}
                    className="block rounded-lg px-2 py-2 text-base text-slate-900 hover:bg-slate-100 aria-[current=page]:font-semibold aria-[current=page]:text-emerald-800"
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="border-t border-slate-200 p-4">
        <button
          type="button"
          className={buttonClasses('primary', 'md', 'w-full')}
          onClick={() => {
            onClose();
            void navigate('/cooking-chat');
          }}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          Start Cooking Assistant
        </button>
      </div>
    </Sheet>
  );
}
