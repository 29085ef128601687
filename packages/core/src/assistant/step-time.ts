import { findStepTimers } from '../cooking/timers.js';
import { formatMinutes } from '../time.js';
import { bullets } from './format.js';
import type { AssistantRecipe } from './types.js';

/** How long a step takes, from the times in its text (cooking mode's timers) or its time_required. */

const STEP_WORDS: Readonly<Record<string, number>> = {
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
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
};

/** Whether the text asks how long something takes. */
export const asksDuration = (text: string) =>
  /\bhow long\b|\bhow many (?:minutes|hours)\b|\bhow much time\b|\bwhat(?:'s| is) the time\b|\btime (?:for|of) (?:this|the|step)\b|\btimer\b/.test(
    text,
  );

/** Whether the text is about a step of the recipe ('this step', 'step 3', 'the next step'). */
export const namesStep = (text: string) => /\bsteps?\b|\bthis\b|\bit\b|\bnow\b/.test(text);

/** The 0-based step the text means, or the current one; null when none is meant. */
export function stepIndexFrom(text: string, current: number | null, count: number): number | null {
  const numbered =
    /\bstep\s+(?:number\s+)?(\d+|[a-z]+)\b/.exec(text) ??
    /\b(first|second|third|fourth|fifth)\s+step\b/.exec(text);
  if (numbered) {
    const word = numbered[1]!;
    const value = /^\d+$/.test(word) ? Number(word) : STEP_WORDS[word];
    if (value !== undefined) return value - 1;
  }
  if (/\bnext step\b/.test(text) && current !== null) return current + 1;
  if (/\b(?:previous|last) step\b/.test(text)) {
    return /\bprevious\b/.test(text) && current !== null ? current - 1 : count - 1;
  }
  return current;
}

const quote = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `“${flat.length > 140 ? `${flat.slice(0, 139)}…` : flat}”`;
};

export function answerStepTime(
  text: string,
  recipe: AssistantRecipe | null,
  current: number | null,
): string {
  if (!recipe || recipe.steps.length === 0) {
    return 'Ask from cooking mode (or name a recipe with steps) and I can tell you how long a step takes.';
  }
  const index = stepIndexFrom(text, current, recipe.steps.length);
  if (index === null) {
    const total = recipe.steps.reduce((sum, step) => sum + (step.time_required ?? 0), 0);
    return total > 0
      ? `The steps of ${recipe.title} add up to about ${formatMinutes(total)}. Ask "how long is step 3" for one step.`
      : `Which step? Ask "how long is step 3" — ${recipe.title} has ${recipe.steps.length} steps.`;
  }
  if (index < 0 || index >= recipe.steps.length) {
    return `${recipe.title} has ${recipe.steps.length} step${recipe.steps.length === 1 ? '' : 's'}; there is no step ${index + 1}.`;
  }
  const step = recipe.steps[index]!;
  const timers = findStepTimers(step.instruction, step.time_required);
  const name = `Step ${index + 1}`;
  if (timers.length === 0) {
    return `${name} gives no time: ${quote(step.instruction)} Go by what the step describes.`;
  }
  if (timers.length === 1) {
    const timer = timers[0]!;
    return timer.start < 0
      ? `${name} takes about ${timer.label} (the recipe's time for this step).`
      : `${name} takes ${timer.label} (${quote(timer.text)}).`;
  }
  return `${name} has ${timers.length} times:\n${bullets(timers.map((t) => `${t.label} (${quote(t.text)})`))}`;
}
