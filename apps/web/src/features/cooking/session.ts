import type { CookingFinish, Recipe } from '@mise/core';
import { isApiError, isUnreachable } from '../../lib/api-client';
import {
  deleteSession,
  fetchCurrentSession,
  finishSession,
  saveSessionProgress,
  startSession,
  type SessionProgress,
} from './api';
import { announceCookingStarted, SYNC_KEY } from './cooking-signal';
import { cookingStore, progressKey, type CookingState, type StartOptions } from './cooking-store';

/*
 * Cooking as the server sees it (issue 11 points 5 and 6): every page starts, stops and finishes a
 * cook through these functions — never the store's startFull/startMini/stopCooking directly — so
 * the member's cooking session on the server follows the store, and another device can continue it.
 *
 * What the server should hear is kept in local storage (SYNC_KEY) before anything is sent: the cook's
 * session (once the server gave its id) and its latest progress, cooks finished but not yet sent,
 * and sessions stopped.
 * `flush()` sends it, one run at a time; when the network is down it stops and runs again on the
 * `online` event or the next page load, so nothing made offline is lost when the tab is closed.
 * Progress is a whole state (PATCH sets the step index and the completed ids), so only the latest
 * needs sending; a finish is sent once and the server answers a second one with the same result
 * (cooking.service.ts), so a finish is never counted twice.
 */

export type CookingMode = 'full' | 'mini';

interface SyncRecord {
  recipe_id: string;
  /** The server's session; null until it has answered the start. */
  session_id: string | null;
  /** Start a session of our own even when another device has one of this recipe ("Start over"). */
  fresh: boolean;
  /** Progress not yet sent (or being sent); a finished cook's last progress. */
  progress: SessionProgress | null;
}

interface SyncData {
  /** The cook going on in this browser. */
  cook: SyncRecord | null;
  /** Cooks finished here whose finish the server has not had yet (offline), oldest first. */
  finished: SyncRecord[];
  /** Sessions stopped here that the server has not heard about yet. */
  stops: string[];
}

const PROGRESS_DELAY_MS = 600;
/** Runs of one flush: the first, and a few more for changes made or sessions lost meanwhile. */
const MAX_ROUNDS = 4;

const isRecord = (value: unknown): value is SyncRecord =>
  typeof (value as Partial<SyncRecord> | null)?.recipe_id === 'string';

function parseSync(raw: string | null): SyncData {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<SyncData> | null;
    return {
      cook: isRecord(value?.cook) ? value.cook : null,
      finished: Array.isArray(value?.finished) ? value.finished.filter(isRecord) : [],
      stops: Array.isArray(value?.stops)
        ? value.stops.filter((id): id is string => typeof id === 'string')
        : [],
    };
  } catch {
    return { cook: null, finished: [], stops: [] };
  }
}

const isEmpty = (data: SyncData) => !data.cook && !data.finished.length && !data.stops.length;

/** False once storage failed: from then on the record lives in this tab's memory. */
let storageUsable = true;
let memory: SyncData = { cook: null, finished: [], stops: [] };

/** The record as stored (another tab may have changed it), or as remembered when storage fails. */
function readSync(): SyncData {
  if (!storageUsable) return memory;
  try {
    return parseSync(localStorage.getItem(SYNC_KEY));
  } catch {
    storageUsable = false;
    return memory;
  }
}

function writeSync(change: (data: SyncData) => SyncData): SyncData {
  memory = change(readSync());
  if (storageUsable) {
    try {
      if (isEmpty(memory)) localStorage.removeItem(SYNC_KEY);
      else localStorage.setItem(SYNC_KEY, JSON.stringify(memory));
    } catch {
      storageUsable = false;
    }
  }
  return memory;
}

const progressOf = (
  state: Pick<CookingState, 'completedSteps' | 'currentStepIndex' | 'servings'>,
): SessionProgress => ({
  current_step_index: state.currentStepIndex,
  completed_step_ids: state.completedSteps,
  ...(state.servings === null ? {} : { servings: state.servings }),
});

const sameProgress = (a: SessionProgress | null, b: SessionProgress | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/** A session the server no longer has as active (finished, stopped, or ended by another start). */
const isGone = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 409);

// --- Sending ---------------------------------------------------------------------------------

let running: Promise<void> | null = null;
let again = false;
/**
 * What each finish sent got, by session id: the server's judgement, or 'ended' when the session had
 * already ended elsewhere (stopped on another device) — read by `finishCooking`.
 */
const finishAnswers = new Map<string, CookingFinish | 'ended'>();

async function sendStops(): Promise<void> {
  for (const id of readSync().stops) {
    try {
      await deleteSession(id);
    } catch (error) {
      if (!isGone(error)) throw error;
    }
    writeSync((data) => ({ ...data, stops: data.stops.filter((stop) => stop !== id) }));
  }
}

/**
 * The finished cooks, oldest first: last progress, then the finish. A cook whose start the server
 * never saw (started and finished offline) cannot be timed by it, so it is not sent (decision 0012).
 */
async function sendFinished(): Promise<void> {
  for (const done of readSync().finished) {
    const sessionId = done.session_id;
    if (sessionId) {
      try {
        if (done.progress) await saveSessionProgress(sessionId, done.progress);
        finishAnswers.set(sessionId, await finishSession(sessionId));
      } catch (error) {
        if (!isGone(error)) throw error;
        finishAnswers.set(sessionId, 'ended');
      }
    }
    writeSync((data) => ({
      ...data,
      finished: data.finished.filter(
        (d) => d.recipe_id !== done.recipe_id || d.session_id !== sessionId,
      ),
    }));
  }
}

/** The session of the cook: another device's of the same recipe (continued), or a new one. */
async function ensureSession(cook: SyncRecord): Promise<string | null> {
  if (cook.session_id) return cook.session_id;
  let sessionId: string | null = null;
  if (!cook.fresh) {
    const current = await fetchCurrentSession();
    if (current?.recipe_id === cook.recipe_id && current.status === 'active')
      sessionId = current.id;
  }
  if (!sessionId) {
    try {
      sessionId = (await startSession(cook.recipe_id, cook.progress?.servings)).id;
    } catch (error) {
      // The recipe cannot be cooked here (deleted, made private): nothing to keep on the server.
      if (isApiError(error) && error.status >= 400 && error.status < 500) {
        writeSync((data) => ({ ...data, cook: data.cook === cook ? null : data.cook }));
        return null;
      }
      throw error;
    }
  }
  const id = sessionId;
  // The cook may have been finished while its start was on the way: the finish needs the id too.
  writeSync((data) => ({
    ...data,
    cook:
      data.cook?.recipe_id === cook.recipe_id
        ? { ...data.cook, session_id: id, fresh: false }
        : data.cook,
    finished: data.finished.map((done) =>
      done.recipe_id === cook.recipe_id && done.session_id === null
        ? { ...done, session_id: id }
        : done,
    ),
  }));
  return id;
}

async function sendCook(): Promise<void> {
  const cook = readSync().cook;
  if (!cook) return;
  const sessionId = await ensureSession(cook);
  const progress = readSync().cook?.progress ?? null;
  if (!sessionId || !progress || readSync().cook?.recipe_id !== cook.recipe_id) return;
  try {
    await saveSessionProgress(sessionId, progress);
  } catch (error) {
    if (!isGone(error)) throw error;
    // Ended elsewhere (another device started a different recipe, or stopped this one): the cook
    // goes on here, and opens a new session on the next run.
    writeSync((data) => ({
      ...data,
      cook: data.cook?.session_id === sessionId ? { ...data.cook, session_id: null } : data.cook,
    }));
    again = true;
    return;
  }
  writeSync((data) =>
    data.cook && sameProgress(data.cook.progress, progress)
      ? { ...data, cook: { ...data.cook, progress: null } }
      : data,
  );
}

/**
 * Sends what the server has not heard yet. One run at a time: a call during a run makes it run
 * once more afterwards. Resolves when done or when the network failed (the record is kept).
 */
export function flush(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    // A few rounds at most: a server that keeps ending sessions must not make this loop forever.
    let rounds = 0;
    do {
      again = false;
      rounds += 1;
      try {
        await sendStops();
        await sendFinished();
        await sendCook();
      } catch (error) {
        if (isUnreachable(error)) break;
        // Refused for a reason retrying will not change (a 400): drop the progress refused, keep
        // cooking; the next change sends a fresh one.
        writeSync((data) => ({ ...data, cook: data.cook && { ...data.cook, progress: null } }));
      }
    } while (again && rounds < MAX_ROUNDS);
  })().finally(() => {
    running = null;
  });
  return running;
}

// --- Following the store ---------------------------------------------------------------------

let progressTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Progress made on the page or in the panel (a step ticked, a step moved to, servings) is recorded
 * at once and sent after a short pause, so quick taps make one request.
 */
const unsubscribe = cookingStore.subscribe((state, previous) => {
  const recipe = state.currentRecipe;
  if (!recipe || recipe.id !== previous.currentRecipe?.id) return;
  if (
    state.completedSteps === previous.completedSteps &&
    state.currentStepIndex === previous.currentStepIndex &&
    state.servings === previous.servings
  ) {
    return;
  }
  if (readSync().cook?.recipe_id !== recipe.id) return;
  writeSync((data) => ({
    ...data,
    cook: data.cook && { ...data.cook, progress: progressOf(state) },
  }));
  clearTimeout(progressTimer);
  progressTimer = setTimeout(() => void flush(), PROGRESS_DELAY_MS);
});

const onOnline = () => void flush();
window.addEventListener('online', onOnline);
// Work left by a closed tab (an offline finish, a stop) is sent as soon as cooking code loads.
if (!isEmpty(readSync())) queueMicrotask(() => void flush());

/** Stops following the store and the network (tests; a module replaced in development). */
export function stopSessionSync(): void {
  unsubscribe();
  window.removeEventListener('online', onOnline);
  clearTimeout(progressTimer);
}

// --- What pages call -------------------------------------------------------------------------

export interface BeginOptions extends StartOptions {
  /** "Start over": a new session even when another device is cooking this recipe. */
  fresh?: boolean;
}

/** Starts cooking `recipe` in the panel or the full page (with the recipe page's servings). */
export function beginCooking(recipe: Recipe, mode: CookingMode, options: BeginOptions = {}): void {
  const { fresh = false, ...start } = options;
  const state = cookingStore.getState();
  if (mode === 'full') state.startFull(recipe, start);
  else state.startMini(recipe, start);

  const progress = progressOf(cookingStore.getState());
  writeSync((data) => {
    const same = data.cook?.recipe_id === recipe.id;
    // A fresh start of the recipe whose session the server has: that one is stopped first.
    const stale = fresh && same ? data.cook?.session_id : null;
    return {
      ...data,
      stops: stale ? [...data.stops, stale] : data.stops,
      // Another recipe's session ends on the server when this one starts (api.md Cooking).
      cook: {
        recipe_id: recipe.id,
        session_id: same && !fresh ? (data.cook?.session_id ?? null) : null,
        fresh,
        progress,
      },
    };
  });
  announceCookingStarted();
  void flush();
}

/** Stops cooking (the panel's and the page's Stop): nothing is counted. */
export function stopCooking(): void {
  cookingStore.getState().stopCooking();
  clearTimeout(progressTimer);
  writeSync((data) => ({
    ...data,
    cook: null,
    stops: data.cook?.session_id ? [...data.stops, data.cook.session_id] : data.stops,
  }));
  void flush();
}

export type FinishOutcome =
  /** The server judged the cook. */
  | { kind: 'finished'; finish: CookingFinish }
  /** Offline: the finish is kept and sent once the network returns (exactly once). */
  | { kind: 'queued' }
  /** The session had ended elsewhere (stopped on another device): nothing was counted. */
  | { kind: 'ended' };

let finishing: Promise<FinishOutcome> | null = null;

/**
 * Finishes the current cook: its last progress and the finish go to the server, which times and
 * judges it; the recipe's local progress is cleared (the next cook starts from step 1) and cooking
 * stops. A second call while one runs gets the same answer.
 */
export function finishCooking(): Promise<FinishOutcome> {
  if (finishing) return finishing;
  const state = cookingStore.getState();
  const recipe = state.currentRecipe;
  if (!recipe) return Promise.resolve({ kind: 'queued' });
  clearTimeout(progressTimer);
  const progress = progressOf(state);
  state.stopCooking();
  try {
    localStorage.removeItem(progressKey(recipe.id));
  } catch {
    // Blocked storage held no progress either.
  }
  finishing = (async (): Promise<FinishOutcome> => {
    // The start may not have reached the server yet (a quick finish): send it first, so the
    // finish knows its session. Offline, this fails quietly and the finish waits with the rest.
    const cook = readSync().cook;
    if (cook?.recipe_id === recipe.id && !cook.session_id) await flush();
    const sessionId =
      readSync().cook?.recipe_id === recipe.id ? (readSync().cook?.session_id ?? null) : null;
    writeSync((data) => ({
      ...data,
      cook: data.cook?.recipe_id === recipe.id ? null : data.cook,
      finished: [
        ...data.finished,
        { recipe_id: recipe.id, session_id: sessionId, fresh: false, progress },
      ],
    }));
    await flush();
    const answer = sessionId ? finishAnswers.get(sessionId) : undefined;
    if (sessionId) finishAnswers.delete(sessionId);
    if (!answer) return { kind: 'queued' };
    return answer === 'ended' ? { kind: 'ended' } : { kind: 'finished', finish: answer };
  })().finally(() => {
    finishing = null;
  });
  return finishing;
}
