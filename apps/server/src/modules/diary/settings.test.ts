import { beforeAll, describe, expect, it } from 'vitest';
import {
  NUTRITION_DEFAULTS,
  NutritionSettingsSchema,
  settingsMessages,
  type NutritionSettings,
} from '@mise/core';
import { setUpTestApp, signUp } from '../../../test/test-app.js';
import { diaryClient, type Member } from './diary-test-fixtures.js';

describe('nutrition settings', () => {
  const suite = setUpTestApp();
  let member: Member;
  let settings: ReturnType<typeof diaryClient>;

  beforeAll(async () => {
    member = await signUp(suite.app);
    settings = diaryClient(() => suite.app, member);
  });

  const read = async (client = settings) => {
    const response = await client.send('GET', '/api/me/nutrition-settings');
    expect(response.status).toBe(200);
    return (await response.json()) as NutritionSettings;
  };

  it('are made with the spec’s defaults on the first read, once', async () => {
    const first = await read();
    NutritionSettingsSchema.parse(first);
    expect(first).toMatchObject({
      calorie_target: 2000,
      protein_target: 50,
      carb_target: 275,
      fat_target: 78,
      sugar_target: 50,
      preferred_protein_pct: 20,
      preferred_carb_pct: 50,
      preferred_fat_pct: 30,
      track_sugar: true,
      track_macros: true,
    });
    expect(await read()).toEqual(first);
    // Two first reads at once (two tabs) both get the one row.
    const fresh = diaryClient(() => suite.app, await signUp(suite.app));
    const both = await Promise.all([read(fresh), read(fresh)]);
    expect(both[0]).toEqual(both[1]);
  });

  it('are replaced by PUT, and read back as saved', async () => {
    const wanted = {
      ...NUTRITION_DEFAULTS,
      calorie_target: 1800,
      protein_target: 90.5,
      preferred_protein_pct: 30,
      preferred_carb_pct: 40,
      preferred_fat_pct: 30,
      track_sugar: false,
    };
    const response = await settings.send('PUT', '/api/me/nutrition-settings', wanted);
    expect(response.status).toBe(200);
    const saved = (await response.json()) as NutritionSettings;
    expect(saved).toMatchObject(wanted);
    expect(await read()).toEqual(saved);
    // Each member's own: another member still has the defaults.
    const other = diaryClient(() => suite.app, await signUp(suite.app));
    expect(await read(other)).toMatchObject(NUTRITION_DEFAULTS);
  });

  it('refuses a macro split that does not add up to 100 and values out of range, changing nothing', async () => {
    const before = await read();
    const bodies: Array<[unknown, string, string]> = [
      [
        { ...NUTRITION_DEFAULTS, preferred_fat_pct: 35 },
        'preferred_protein_pct',
        settingsMessages.macroSplitSum,
      ],
      [
        { ...NUTRITION_DEFAULTS, calorie_target: 0 },
        'calorie_target',
        settingsMessages.calorieTarget,
      ],
      [
        { ...NUTRITION_DEFAULTS, calorie_target: 1999.5 },
        'calorie_target',
        settingsMessages.calorieTarget,
      ],
      [{ ...NUTRITION_DEFAULTS, sugar_target: -1 }, 'sugar_target', settingsMessages.gramsTarget],
      [
        { ...NUTRITION_DEFAULTS, preferred_carb_pct: 50.5, preferred_fat_pct: 29.5 },
        'preferred_carb_pct',
        settingsMessages.percentage,
      ],
      [{ ...NUTRITION_DEFAULTS, track_macros: 'yes' }, 'track_macros', ''],
    ];
    for (const [body, field, message] of bodies) {
      const response = await settings.send('PUT', '/api/me/nutrition-settings', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const fields = ((await response.json()) as { error: { fields: Record<string, string> } })
        .error.fields;
      expect(Object.keys(fields)).toContain(field);
      if (message) expect(fields[field]).toBe(message);
    }
    expect(await read()).toEqual(before);
  });
});
