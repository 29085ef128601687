import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import { ChevronDown } from 'lucide-react';
import type { NavGroup } from './nav-groups';

/**
 * A disclosure menu (WAI-ARIA disclosure pattern, not role="menu"): a button with aria-expanded that
 * shows a list of links. Escape closes it and returns focus to the button; leaving it or clicking
 * elsewhere closes it; arrow keys move between the links.
 */
export function NavGroupMenu({ group }: { group: NavGroup }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const links = () => [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];

  const focusLink = (index: number) => {
    const all = links();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (
      event.key !== 'ArrowDown' &&
      event.key !== 'ArrowUp' &&
      event.key !== 'Home' &&
      event.key !== 'End'
    )
      return;
    const current = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (document.activeElement === buttonRef.current) {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      const target = event.key === 'ArrowDown' ? 0 : -1;
      if (!open) {
        setOpen(true);
        // The list renders on the next frame.
        requestAnimationFrame(() => focusLink(target));
      } else {
        focusLink(target);
      }
      return;
    }
    if (current === -1) return;
    event.preventDefault();
    if (event.key === 'ArrowDown') focusLink(current + 1);
    else if (event.key === 'ArrowUp') focusLink(current - 1);
    else if (event.key === 'Home') focusLink(0);
    else focusLink(-1);
  };

  return (
    <li
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (
          !(event.relatedTarget instanceof Node) ||
          !event.currentTarget.contains(event.relatedTarget)
        )
          setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 aria-expanded:bg-slate-100"
      >
        {group.label}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute left-0 top-full z-40 mt-1 min-w-52 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
      >
        {open
          ? group.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  onClick={() => setOpen(false)}
                  className="block rounded-lg px-3 py-2 text-sm text-slate-800 hover:bg-slate-100 aria-[current=page]:font-semibold aria-[current=page]:text-emerald-800"
                >
                  {item.label}
                </NavLink>
              </li>
            ))
          : null}
      </ul>
    </li>
  );
}
