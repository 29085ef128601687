import { asksAllergen } from './allergens.js';
import { readConversion, type ConversionRequest } from './conversions.js';
import { nutrientAsked } from './food-facts.js';
import { asksIdeas } from './ideas.js';
import { safeTemperaturesNamed } from './safe-temperatures.js';
import { readScaleRequest, type ScaleRequest } from './scaling.js';
import { asksDuration, namesStep } from './step-time.js';
import { findSubstitution } from './substitute.js';
import { findTemperature } from './temperatures.js';
import type { KitchenContext } from './types.js';

/**
 * What the cook is asking, read from normalised text. The order settles overlaps: allergy
 * questions first (they must never get a cheerful answer), then the questions with the most
 * specific words, and plain conversions last.
 */
export type Intent =
  | { kind: 'allergen' }
  | { kind: 'substitution' }
  | { kind: 'safe_temperature' }
  | { kind: 'scaling'; request: ScaleRequest }
  | { kind: 'step_time' }
  | { kind: 'ideas' }
  | { kind: 'nutrition' }
  | { kind: 'temperature' }
  | { kind: 'conversion'; request: ConversionRequest }
  | { kind: 'unknown' };

const SUBSTITUTE =
  /\bsubstitut|\breplace(?:ment)?\b|\binstead of\b|\bswap\b|\balternative (?:to|for)\b|\b(?:don't|dont|do not|didn't) have (?:any )?\b|\b(?:out|run out|ran out) of\b|\bsub (?:for|in)\b|\bin place of\b|\bno [a-z ]+ (?:what|can|left)\b|\buse instead\b/;

const DONENESS =
  /\bsafe\b|\binternal\b|\bdoneness\b|\bundercook|\bcooked through\b|\bthermometer\b|\bdone\b|\bpink\b|\bminimum temp|\bfood safety\b/;
const TEMPERATURE_WORDS = /\btemp(?:erature)?s?\b|\bhow hot\b|\bdegrees\b/;
const CONVERSION_TARGET =
  /\b(?:in|to|into)\s+(?:degrees\s+)?(?:f|c|fahrenheit|celsius|centigrade)\b/;

export function readIntent(text: string, context: KitchenContext): Intent {
  if (asksAllergen(text)) return { kind: 'allergen' };
  if (SUBSTITUTE.test(text) && findSubstitution(text)) return { kind: 'substitution' };
  const meat = safeTemperaturesNamed(text).length > 0 || /\bmeat\b/.test(text);
  if (
    (DONENESS.test(text) && (meat || TEMPERATURE_WORDS.test(text))) ||
    (TEMPERATURE_WORDS.test(text) && meat && !CONVERSION_TARGET.test(text))
  ) {
    return { kind: 'safe_temperature' };
  }
  const scale = readScaleRequest(text);
  if (scale) return { kind: 'scaling', request: scale };
  if (asksDuration(text) && (namesStep(text) || context.step_index !== null)) {
    return { kind: 'step_time' };
  }
  if (asksIdeas(text)) return { kind: 'ideas' };
  if (nutrientAsked(text)) return { kind: 'nutrition' };
  if (findTemperature(text) || /\bgas(?: mark)?\s+\d/.test(text)) return { kind: 'temperature' };
  const conversion = readConversion(text);
  if (conversion) return { kind: 'conversion', request: conversion };
  if (SUBSTITUTE.test(text)) return { kind: 'substitution' };
  return { kind: 'unknown' };
}
