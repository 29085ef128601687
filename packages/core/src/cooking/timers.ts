import { replaceVulgarFractions } from '../ingredients/vulgar-fractions.js';
import { formatMinutes } from '../time.js';

/**
 * Timers in a cooking step (issue 11 point 3): a time written in a step's text — "bake for 25
 * minutes", "simmer 5–7 min", "1 hour 10 minutes", "1½ hours", "half an hour" — becomes a Start
 * timer button, the way Paprika lets a cook tap a time in the text.
 *
 * Rules worth knowing:
 * - A range ("5–7 min", "20 to 25 minutes") gives its LOW end: the cook checks early rather than
 *   burns the dish; the text says "or until…" for the rest.
 * - Only hours, minutes and seconds are timer units. Days ("1-2 days", "overnight") and vague times
 *   ("a few minutes", "until golden") give no timer.
 * - A value of 0 or longer than 24 h is not a kitchen timer and is dropped.
 * - Parts that follow each other ("1 hour 10 minutes", "1 minute and 30 seconds") make one timer.
 */
export interface StepTimer {
  /** Length of the timer in whole seconds (1 … 86 400). */
  seconds: number;
  /** Short display label in the app's time style: '25 min', '1 h 10 min', '30 s'. */
  label: string;
  /**
   * The matched span of the instruction (`instruction.slice(start, end)`), so the UI can turn it
   * into a button. A timer taken from the step's `time_required` has no span: `text` is '' and
   * `start` and `end` are -1.
   */
  text: string;
  start: number;
  end: number;
}

/** A kitchen timer longer than a day is a mistake or a fermentation, not something to ring. */
export const MAX_TIMER_SECONDS = 24 * 60 * 60;

const GLYPHS = '½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞';

/** Number words a recipe spells out. 'a'/'an' mean one ("an hour", "a minute"). */
const WORD_VALUES: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  half: 0.5,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  sixty: 60,
  ninety: 90,
};

const AND_A_HALF = String.raw`(?:\s+and\s+a\s+half)?`;
// 25, 1.5, 1½, 1 ½, 1 1/2, 1/2, ½ — optionally "2 and a half".
const NUMBER = String.raw`(?:\d+(?:\.\d+)?(?:\s*[${GLYPHS}]|\s+\d+\/\d+)?|\d+\/\d+|[${GLYPHS}])${AND_A_HALF}`;
// "half an", "a half", "an", "a", "one" … (longest first so "half an" wins over "half").
const WORD = String.raw`(?:half\s+an?|a\s+half|forty[-\s]five|${Object.keys(WORD_VALUES)
  .filter((word) => word !== 'forty-five')
  .sort((a, b) => b.length - a.length)
  .join('|')})${AND_A_HALF}`;
// Hyphen, en dash, em dash, figure dash, minus sign, tilde — or "to" / "or".
const RANGE = String.raw`(?:\s*[-‐‑‒–—−~]\s*|\s+(?:to|or)\s+)`;
// Longest spellings first ("minute(s)" before "minute"); single letters only after a digit (see PART).
const LONG_UNIT = String.raw`hour\(s\)|hours?|hrs?|minute\(s\)|minutes?|min\(s\)|mins?|second\(s\)|seconds?|secs?`;
const UNIT = String.raw`${LONG_UNIT}|h|m`;
// Not inside a word or number: "often" holds no "ten", "v2" no "2", "3.5" no "5".
const BEFORE = String.raw`(?<![\p{L}\p{N}.,/])`;
const AFTER = String.raw`(?!\p{L})`;

/**
 * One part of a time. Three shapes:
 * - compact "1h10", "2h30m" (hours then minutes, no spaces);
 * - a number (or range of numbers) and any unit, "25 minutes", "5–7 min", "1 h", "10m";
 * - a number word (or range) and a spelled unit, with a space: "an hour", "two to three minutes".
 *   The space matters: without it "am" and "as" would read as "a minute"/"a second".
 * Each may end in "and a half" ("an hour and a half").
 */
const PART = new RegExp(
  String.raw`${BEFORE}(?:` +
    String.raw`(?<ch>\d+)h(?<cm>\d{1,2})(?:m(?:ins?)?)?(?![\p{L}\p{N}])` +
    String.raw`|(?<num>${NUMBER})(?:${RANGE}${NUMBER})?\s*(?<numUnit>${UNIT})${AFTER}` +
    String.raw`|(?<word>${WORD})(?:${RANGE}${WORD})?\s+(?<wordUnit>${LONG_UNIT})${AFTER}` +
    String.raw`)(?<half>\s+and\s+a\s+half)?`,
  'giu',
);

/** What may sit between two parts of one time: "1 hour 10 minutes", "1 hour, and 10 minutes". */
const JOINER = /^\s*,?\s*(?:and\s+)?$/i;

interface Part {
  seconds: number;
  /** The smallest unit in the part, in seconds: a following part must be smaller to join it. */
  unit: number;
  start: number;
  end: number;
}

function unitSeconds(unit: string): number {
  const u = unit.toLowerCase();
  if (u.startsWith('h')) return 3600;
  if (u.startsWith('m')) return 60;
  return 1;
}

/** "1 1/2" → 1.5, "1½" → 1.5, "half an" → 0.5, "two and a half" → 2.5. */
function quantityValue(text: string): number {
  let q = text.toLowerCase().trim();
  let extra = 0;
  if (/\s+and\s+a\s+half$/.test(q)) {
    extra = 0.5;
    q = q.replace(/\s+and\s+a\s+half$/, '');
  }
  if (/^(?:half\s+an?|a\s+half)$/.test(q)) return 0.5 + extra;
  const word = WORD_VALUES[q.replace(/\s+/, '-')];
  if (word !== undefined) return word + extra;
  // Numbers: vulgar fractions to ASCII, then add up the pieces of a mixed number.
  let total = 0;
  for (const piece of replaceVulgarFractions(q).split(/\s+/)) {
    const fraction = /^(\d+)\/(\d+)$/.exec(piece);
    total += fraction ? Number(fraction[1]) / Number(fraction[2]) : Number(piece);
  }
  return total + extra;
}

function readPart(match: RegExpExecArray): Part {
  const g = match.groups ?? {};
  const start = match.index;
  const end = start + match[0].length;
  if (g.ch !== undefined && g.cm !== undefined) {
    return { seconds: Number(g.ch) * 3600 + Number(g.cm) * 60, unit: 60, start, end };
  }
  const unit = unitSeconds(g.numUnit ?? g.wordUnit ?? '');
  // A range's low end is the group's own match: the high end is not captured.
  const value = quantityValue(g.num ?? g.word ?? '') + (g.half ? 0.5 : 0);
  return { seconds: value * unit, unit, start, end };
}

/** '25 min', '1 h 10 min' as formatMinutes writes them; seconds added only when there are any. */
export function formatTimerLabel(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole % 60 === 0) return formatMinutes(whole / 60);
  const rest = `${whole % 60} s`;
  return whole < 60 ? rest : `${formatMinutes(Math.floor(whole / 60))} ${rest}`;
}

function timer(instruction: string, seconds: number, start: number, end: number): StepTimer {
  return {
    seconds,
    label: formatTimerLabel(seconds),
    text: start < 0 ? '' : instruction.slice(start, end),
    start,
    end,
  };
}

const usable = (seconds: number) => seconds >= 1 && seconds <= MAX_TIMER_SECONDS;

/**
 * The timers of one step, in the order they appear in its text. When the text names no time but
 * the step has a `time_required` (minutes) above 0, one timer from it, with no span (start/end -1).
 */
export function findStepTimers(
  instruction: string,
  timeRequiredMinutes?: number | null,
): StepTimer[] {
  const parts = [...instruction.matchAll(PART)].map(readPart);

  // Join parts that read as one time ("1 hour 10 minutes"): each next part in a smaller unit, with
  // only a comma or "and" between. "2 minutes, then 5 minutes" stays two timers.
  const joined: Part[] = [];
  for (const part of parts) {
    const last = joined.at(-1);
    if (last && part.unit < last.unit && JOINER.test(instruction.slice(last.end, part.start))) {
      joined[joined.length - 1] = {
        seconds: last.seconds + part.seconds,
        unit: part.unit,
        start: last.start,
        end: part.end,
      };
    } else {
      joined.push(part);
    }
  }

  const timers = joined
    .map((part) => ({ ...part, seconds: Math.round(part.seconds) }))
    .filter((part) => usable(part.seconds))
    .map((part) => timer(instruction, part.seconds, part.start, part.end));
  if (timers.length > 0) return timers;

  const fallback = Math.round((timeRequiredMinutes ?? 0) * 60);
  if (Number.isFinite(fallback) && usable(fallback)) return [timer(instruction, fallback, -1, -1)];
  return [];
}

/**
 * A running timer's display: '4:05', '0:09', '1:02:03'. Rounded UP, so it reads 0:00 only once the
 * time is really over (a timer with 0.3 s left still shows 0:01).
 */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
