import { NUMBER } from './read-text.js';

/** Oven and cooking temperatures: °F ↔ °C, and British gas marks. */

export type TemperatureScale = 'F' | 'C';

export const fahrenheitToCelsius = (f: number) => ((f - 32) * 5) / 9;
export const celsiusToFahrenheit = (c: number) => (c * 9) / 5 + 32;

/** Gas mark → °F and °C as British cookbooks print them. */
const GAS_MARKS: Readonly<Record<string, readonly [number, number]>> = {
  '1/4': [225, 110],
  '1/2': [250, 120],
  '1': [275, 140],
  '2': [300, 150],
  '3': [325, 160],
  '4': [350, 180],
  '5': [375, 190],
  '6': [400, 200],
  '7': [425, 220],
  '8': [450, 230],
  '9': [475, 240],
};

export interface TemperatureMention {
  value: number;
  /** null: degrees without a scale ('350 degrees'). */
  scale: TemperatureScale | null;
}

const SCALE = String.raw`f|c|fahrenheit|celsius|centigrade|farenheit|celcius`;
const TEMPERATURE = new RegExp(
  String.raw`(?<![\d./])(-?(?:${NUMBER}))\s*(?:(?:°|º|degrees?|deg)\s*(${SCALE})?|(${SCALE}))(?![a-z])`,
);

const scaleOf = (word: string | undefined): TemperatureScale | null =>
  word === undefined ? null : word.startsWith('f') ? 'F' : 'C';

/** The first temperature in normalised text: '350 f', '180°c', '350 degrees', '200 celsius'. */
export function findTemperature(text: string): TemperatureMention | null {
  const match = TEMPERATURE.exec(text);
  if (!match) return null;
  const value = Number(match[1]);
  if (!Number.isFinite(value)) return null;
  return { value, scale: scaleOf(match[2] ?? match[3]) };
}

/** The scale the cook asks for: 'in celsius', 'to f'. */
export function targetScale(text: string): TemperatureScale | null {
  const match = new RegExp(String.raw`(?:in|to|into|as)\s+(?:degrees\s+)?(${SCALE})(?![a-z])`).exec(
    text,
  );
  return scaleOf(match?.[1]);
}

const degrees = (value: number, scale: TemperatureScale) => `${Math.round(value)} °${scale}`;

/** '350 °F is 177 °C.' with an oven note; null when the text names no temperature. */
export function answerTemperature(text: string): string | null {
  const gas = /gas(?: mark)?\s+(\d\/\d|\d)/.exec(text);
  if (gas) {
    const mark = GAS_MARKS[gas[1]!];
    if (mark) return `Gas mark ${gas[1]} is about ${mark[0]} °F / ${mark[1]} °C.`;
  }
  const mention = findTemperature(text);
  if (!mention) return null;
  const target = targetScale(text);
  // '350 degrees in celsius': the other scale; '350 degrees' alone: a Fahrenheit oven if it is hot.
  const from: TemperatureScale =
    mention.scale ?? (target ? (target === 'C' ? 'F' : 'C') : mention.value > 260 ? 'F' : 'C');
  const to: TemperatureScale = target && target !== from ? target : from === 'F' ? 'C' : 'F';
  if (from === to) return `${degrees(mention.value, from)} is already in °${to}.`;
  const converted =
    from === 'F' ? fahrenheitToCelsius(mention.value) : celsiusToFahrenheit(mention.value);
  const sentence = `${degrees(mention.value, from)} is ${degrees(converted, to)}.`;
  const celsius = from === 'C' ? mention.value : converted;
  // An oven temperature: fan (convection) ovens run hotter.
  if (celsius >= 120 && celsius <= 260) {
    const fan = Math.round((celsius - 20) / 5) * 5;
    return `${sentence} In a fan (convection) oven, use about ${fan} °C / ${Math.round(celsiusToFahrenheit(fan) / 5) * 5} °F.`;
  }
  return sentence;
}
