import { describe, expect, it } from 'vitest';
import { findStepTimers, formatCountdown, formatTimerLabel } from './timers.js';

describe('findStepTimers: one timer', () => {
  // [instruction, seconds, label, matched text]
  it.each<[string, number, string, string]>([
    ['Bake for 25 minutes.', 1500, '25 min', '25 minutes'],
    ['Simmer 5–7 min, stirring.', 300, '5 min', '5–7 min'],
    ['Cook 5-7 minutes', 300, '5 min', '5-7 minutes'],
    ['Cook 5 to 7 minutes', 300, '5 min', '5 to 7 minutes'],
    ['Cook 5 or 6 minutes', 300, '5 min', '5 or 6 minutes'],
    ['Roast 1 hour 10 minutes', 4200, '1 h 10 min', '1 hour 10 minutes'],
    ['Roast 1 hr 10 min', 4200, '1 h 10 min', '1 hr 10 min'],
    ['Roast 1 hrs 10 mins', 4200, '1 h 10 min', '1 hrs 10 mins'],
    ['Roast 1h10', 4200, '1 h 10 min', '1h10'],
    ['Roast 2h30m', 9000, '2 h 30 min', '2h30m'],
    ['Roast 1 h 10 min', 4200, '1 h 10 min', '1 h 10 min'],
    ['Roast 1 hour and 10 minutes', 4200, '1 h 10 min', '1 hour and 10 minutes'],
    ['Whisk 30 seconds', 30, '30 s', '30 seconds'],
    ['Whisk 30 secs', 30, '30 s', '30 secs'],
    ['Whisk 30 sec.', 30, '30 s', '30 sec'],
    ['Microwave 90 seconds', 90, '1 min 30 s', '90 seconds'],
    ['Boil 1 minute 30 seconds', 90, '1 min 30 s', '1 minute 30 seconds'],
    ['Braise 1½ hours', 5400, '1 h 30 min', '1½ hours'],
    ['Braise 1 ½ hours', 5400, '1 h 30 min', '1 ½ hours'],
    ['Braise 1 1/2 hours', 5400, '1 h 30 min', '1 1/2 hours'],
    ['Braise 1.5 hours', 5400, '1 h 30 min', '1.5 hours'],
    ['Rest ½ hour', 1800, '30 min', '½ hour'],
    ['Rest 1/2 hour', 1800, '30 min', '1/2 hour'],
    ['Chill for half an hour', 1800, '30 min', 'half an hour'],
    ['Chill for a half hour', 1800, '30 min', 'a half hour'],
    ['Prove for an hour', 3600, '1 h', 'an hour'],
    ['Prove for an hour and a half', 5400, '1 h 30 min', 'an hour and a half'],
    ['Prove for 2 and a half hours', 9000, '2 h 30 min', '2 and a half hours'],
    ['Stir for a minute', 60, '1 min', 'a minute'],
    ['Stir for two to three minutes', 120, '2 min', 'two to three minutes'],
    ['Fry 2 mins each side', 120, '2 min', '2 mins'],
    ['Poach 10-15 min.', 600, '10 min', '10-15 min'],
    ['Bake for 20 to 25 minutes or until golden', 1200, '20 min', '20 to 25 minutes'],
    ['45 min', 2700, '45 min', '45 min'],
    ['Slow-cook 3 hours', 10800, '3 h', '3 hours'],
    ['Slow-cook 24 hours', 86400, '24 h', '24 hours'],
    ['BAKE FOR 25 MINUTES', 1500, '25 min', '25 MINUTES'],
    ['Simmer 5—7 minutes', 300, '5 min', '5—7 minutes'],
    ['Simmer 5 − 7 minutes', 300, '5 min', '5 − 7 minutes'],
    ['Simmer 5‒7 minutes', 300, '5 min', '5‒7 minutes'],
    ['Steep 4 minute(s)', 240, '4 min', '4 minute(s)'],
    ['Steep 2 min(s)', 120, '2 min', '2 min(s)'],
    ['Rise 1 hour(s)', 3600, '1 h', '1 hour(s)'],
    ['Rest 10m', 600, '10 min', '10m'],
    ['Bake at 180 °C for 35 minutes', 2100, '35 min', '35 minutes'],
    ['Roast 1h 10min', 4200, '1 h 10 min', '1h 10min'],
    ['Bake 1 to 1½ hours', 3600, '1 h', '1 to 1½ hours'],
    ['Pressure cook 1.25 hrs', 4500, '1 h 15 min', '1.25 hrs'],
    ['Toast a minute or two', 60, '1 min', 'a minute'],
    ['Sear 10 to 15 seconds', 10, '10 s', '10 to 15 seconds'],
    ['Leave 8 hours or overnight', 28800, '8 h', '8 hours'],
    ['Heat to 350°F, bake 40 minutes', 2400, '40 min', '40 minutes'],
  ])('%s → %d s (%s)', (instruction, seconds, label, text) => {
    const timers = findStepTimers(instruction);
    expect(timers).toHaveLength(1);
    const [found] = timers;
    expect(found).toEqual({
      seconds,
      label,
      text,
      start: instruction.indexOf(text),
      end: instruction.indexOf(text) + text.length,
    });
    // The span really is the text, so the UI can cut the instruction around it.
    expect(instruction.slice(found!.start, found!.end)).toBe(text);
  });
});

describe('findStepTimers: several timers in one step', () => {
  it.each<[string, string[]]>([
    ['Fry 2 minutes, then rest 5 minutes', ['2 minutes', '5 minutes']],
    ['Boil 10 min; drain; bake 1 hour', ['10 min', '1 hour']],
    ['Sear 30 seconds a side and roast 12 minutes', ['30 seconds', '12 minutes']],
    ['Mix 1 min. Bake 20 min.', ['1 min', '20 min']],
    ['Cook 3–4 hours, then 30 minutes more', ['3–4 hours', '30 minutes']],
  ])('%s', (instruction, texts) => {
    expect(findStepTimers(instruction).map((t) => t.text)).toEqual(texts);
  });
});

describe('findStepTimers: no timer', () => {
  it.each([
    'Leave overnight',
    'Fry until golden',
    'Cook for a few minutes',
    'Cook for several minutes',
    'Bake at 180 °C for',
    'Add 2 cups of flour',
    'Repeat step 3',
    'Serves 4',
    'Preheat the oven to 350°F',
    'Marinate 1-2 days',
    'Add 10 oz of spinach',
    '25',
    'Add 3 eggs',
    'Often stir the sauce', // "ten" inside a word
    'Serve at 9 am as a snack', // "am"/"as" are not "a minute"/"a second"
    'Cook 0 minutes',
    'Ferment 48 hours', // over 24 h: not a kitchen timer
    'Pan of 20 cm',
    'Add 20 ml of water',
    'Cut into 5 mm slices',
    'Popular in the 1970s',
    '',
  ])('%s', (instruction) => {
    expect(findStepTimers(instruction)).toEqual([]);
  });
});

describe('findStepTimers: time_required', () => {
  it('gives one timer without a span when the text names no time', () => {
    expect(findStepTimers('Stir the risotto', 18)).toEqual([
      { seconds: 1080, label: '18 min', text: '', start: -1, end: -1 },
    ]);
  });

  it('is shown as hours and minutes', () => {
    expect(findStepTimers('Braise', 70)[0]?.label).toBe('1 h 10 min');
  });

  it('gives way to the times in the text', () => {
    expect(findStepTimers('Bake for 25 minutes', 40).map((t) => t.seconds)).toEqual([1500]);
  });

  it.each([0, -5, null, undefined, Number.NaN, 24 * 60 + 1])('%s gives no timer', (minutes) => {
    expect(findStepTimers('Stir the risotto', minutes)).toEqual([]);
  });
});

describe('formatTimerLabel', () => {
  it.each([
    [30, '30 s'],
    [60, '1 min'],
    [90, '1 min 30 s'],
    [3600, '1 h'],
    [3630, '1 h 30 s'],
    [4200, '1 h 10 min'],
  ])('%d s → %s', (seconds, label) => {
    expect(formatTimerLabel(seconds)).toBe(label);
  });
});

describe('formatCountdown', () => {
  it.each([
    [245, '4:05'],
    [3723, '1:02:03'],
    [3600, '1:00:00'],
    [59, '0:59'],
    [9, '0:09'],
    [0.3, '0:01'], // rounded up: 0:00 only when the time is over
    [0, '0:00'],
    [-4, '0:00'],
    [Number.NaN, '0:00'],
  ])('%d s → %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
