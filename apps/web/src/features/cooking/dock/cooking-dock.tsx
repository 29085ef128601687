import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useLocation } from 'react-router';
import type { Recipe } from '@mise/core';
import { apiRequest } from '../../../lib/api-client';
import { recipeOf } from '../../../lib/recipe-answers';
import { isCookingStored } from '../cooking-signal';
import { cookingStore, useCookingStore } from '../cooking-store';
import { FloatingCookingButton } from './floating-cooking-button';
import { MiniPanel } from './mini-panel';
import { TimerAlarm } from './timer-alarm';
import { useTimerTicker } from './timer-ticker';

/*
 * Cooking on every page (issue 11 points 3 and 4): the app frame loads this lazily once a recipe is
 * being cooked and keeps it mounted for the rest of the page's life. It
 * - restores the stored recipe at app start (spec-1 §4), and again when the network comes back
 *   after an unreachable server left the store in error with the id still stored;
 * - runs the timer ticker and shows the alarm — on the cooking page too;
 * - shows the floating button and the mini panel, except on `/cooking/` pages (which show it all).
 *
 * The recipe is read with lib's zod-free reader (the same one the recipe page uses): features do not
 * import each other, and the landing pages' reader is all this needs.
 */

export function fetchCookingRecipe(id: string): Promise<Recipe> {
  return apiRequest<unknown>(`/api/recipes/${encodeURIComponent(id)}`).then(recipeOf);
}

/**
 * Restores the stored recipe once: at mount unless the store already has one (a cook just started
 * it, which is what loaded this) or is restoring; and on `online` while the last try failed for
 * want of a network. The guards are on the store, so React's development double mount asks once.
 */
function useRestoreOnAppStart(fetchRecipe: (id: string) => Promise<Recipe>) {
  const restore = useEffectEvent(() => {
    const state = cookingStore.getState();
    if (state.currentRecipe || state.loading || !isCookingStored()) return;
    void state.restoreOnAppStart(fetchRecipe);
  });
  useEffect(() => {
    restore();
    const onOnline = () => {
      if (cookingStore.getState().error !== null) restore();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
}

/** Gap kept between the page's last content and the dock, px. */
const SPACER_GAP_PX = 8;

/**
 * How much of the viewport's bottom the dock covers, px (null until measured). The frame renders a
 * spacer that tall at the end of the page, so the page's last buttons can always be scrolled above
 * the dock — on a phone the panel spans the width.
 */
function useCoveredHeight(box: RefObject<HTMLElement | null>): number | null {
  const [covered, setCovered] = useState<number | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const top = element.getBoundingClientRect().top;
      setCovered(Math.max(0, Math.ceil(window.innerHeight - top)) + SPACER_GAP_PX);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return covered;
}

/** The floating button and, when mini mode is on, the panel above it. */
function Dock({ recipe, onStopped }: { recipe: Recipe; onStopped: () => void }) {
  const panelId = useId();
  const isMiniMode = useCookingStore((state) => state.isMiniMode);
  const done = useCookingStore((state) => state.completedSteps.length);
  // Any recipe's: the panel lists them all.
  const timerDone = useCookingStore((state) => state.timers.some((timer) => timer.rung));
  const buttonRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const covered = useCoveredHeight(boxRef);

  const close = () => {
    cookingStore.getState().closeMini();
    buttonRef.current?.focus();
  };

  // Escape from the button or the panel hides the panel. Keys from the Stop confirmation (a portal,
  // so React bubbles them here) are that dialog's own: only keys from inside this box count.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !isMiniMode) return;
    if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
    event.preventDefault();
    close();
  };

  return (
    <>
      <div
        aria-hidden="true"
        data-cooking-dock-spacer=""
        // h-24 until measured (and where ResizeObserver is missing): the button's 56 px + margin.
        className="h-24 shrink-0 print:hidden"
        style={covered === null ? undefined : { height: `${covered}px` }}
      />
      <div
        ref={boxRef}
        onKeyDown={onKeyDown}
        // The box spans the phone's width for the panel; only its children take taps, so the page
        // beside the button stays usable.
        className="pointer-events-none fixed inset-x-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-30 flex flex-col-reverse items-end gap-3 sm:inset-x-auto sm:right-4 sm:bottom-4 print:hidden"
      >
        {/* First in the DOM, so Tab goes from the button into the panel shown above it. */}
        <FloatingCookingButton
          ref={buttonRef}
          expanded={isMiniMode}
          controls={panelId}
          done={done}
          total={recipe.steps.length}
          timerDone={timerDone}
          onToggle={() => cookingStore.getState().toggleMini()}
        />
        {isMiniMode ? (
          <MiniPanel id={panelId} recipe={recipe} onClose={close} onStopped={onStopped} />
        ) : null}
      </div>
    </>
  );
}

export interface CookingDockProps {
  /** Reads the stored recipe at app start; the API by default. */
  fetchRecipe?: (id: string) => Promise<Recipe>;
  /** Rings an ended timer; the real alarm by default. */
  announce?: (label: string) => void;
}

export function CookingDock({ fetchRecipe = fetchCookingRecipe, announce }: CookingDockProps) {
  useRestoreOnAppStart(fetchRecipe);
  const { rung, acknowledge } = useTimerTicker({ announce });
  const { pathname } = useLocation();
  const recipe = useCookingStore((state) => state.currentRecipe);
  const onCookingPage = pathname.startsWith('/cooking/');

  // After Stop cooking the panel, its button and the confirmation are gone: focus goes to the page
  // rather than to nowhere (the body). An effect, so the confirmation's focus trap has ended first.
  const stoppedHere = useRef(false);
  useEffect(() => {
    if (recipe || !stoppedHere.current) return;
    stoppedHere.current = false;
    document.getElementById('main')?.focus();
  }, [recipe]);

  return (
    <>
      {recipe && !onCookingPage ? (
        <Dock recipe={recipe} onStopped={() => (stoppedHere.current = true)} />
      ) : null}
      <TimerAlarm timers={rung} onAcknowledge={acknowledge} />
    </>
  );
}

export default CookingDock;
