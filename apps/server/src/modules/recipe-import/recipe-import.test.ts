import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeImportMessages, RecipeImportResponseSchema, type RecipeDraft } from '@mise/core';
import { startFakeRecipeSite } from '../../../test/fakes/recipe-site.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageMessages, StoredImageSchema } from '@mise/core';
import { createLocalStorage } from '../../storage/local-storage.js';
import { call, setUpTestApp, signUp, testConfig } from '../../../test/test-app.js';

// Started before the app: its port goes into IMPORT_ALLOWED_HOSTS.
const site = await startFakeRecipeSite();

/** Test DNS: names that resolve to loopback or private addresses, without asking real DNS. */
const fakeDns: Record<string, { address: string; family: number }[]> = {
  'localtest.invalid': [{ address: '127.0.0.1', family: 4 }],
  'mixed.invalid': [
    { address: '93.184.215.14', family: 4 },
    { address: '10.1.2.3', family: 4 },
  ],
  'v6loop.invalid': [{ address: '::1', family: 6 }],
};

/** How often each name was resolved. */
const lookups: Record<string, number> = {};
const sitePort = site.host.split(':')[1]!;

describe('recipe import', () => {
  const suite = setUpTestApp({
    // The fake site, by its address and by a name (allowed as a name: an operator's intranet host).
    config: testConfig({ importAllowedHosts: [site.host, `kitchen.invalid:${sitePort}`] }),
    images: {
      storage: createLocalStorage(mkdtempSync(path.join(tmpdir(), 'mise-import-images-'))),
      stockPhotos: null,
      imageGenerator: null,
    },
    importResolver: (host) => {
      lookups[host] = (lookups[host] ?? 0) + 1;
      // DNS rebinding: the first answer is the checked one; any later answer is somewhere else.
      if (host === 'kitchen.invalid')
        return Promise.resolve([
          { address: lookups[host] === 1 ? '127.0.0.1' : '10.9.9.9', family: 4 },
        ]);
      const answer = fakeDns[host];
      return answer ? Promise.resolve(answer) : Promise.reject(new Error(`ENOTFOUND ${host}`));
    },
  });
  let cookie = '';
  beforeAll(async () => {
    cookie = (await signUp(suite.app)).cookie;
  });
  afterAll(() => site.close());

  const send = (body: unknown, withCookie = cookie) =>
    call(suite.app, 'POST', '/api/recipes/import', { body, cookie: withCookie });
  const draftOf = async (response: Response): Promise<RecipeDraft> => {
    expect(response.status, await response.clone().text()).toBe(200);
    return RecipeImportResponseSchema.parse(await response.json()).draft;
  };
  const refusal = async (response: Response) => ({
    status: response.status,
    message: ((await response.json()) as { error: { message: string } }).error.message,
  });

  describe('page shapes', () => {
    it('a WP Recipe Maker-style @graph: every field, nutrition per serving', async () => {
      const draft = await draftOf(await send({ url: `${site.origin}/wprm` }));
      expect(draft).toEqual({
        title: 'Lemon Herb Chicken Traybake',
        description: 'Chicken thighs roasted on a tray with lemon & thyme.',
        image_url: 'https://img.fake-kitchen.test/traybake-1x1.jpg',
        servings: 4,
        prep_time: 15,
        cook_time: 45,
        ingredients: [
          { name: 'chicken thighs', quantity: '8', amount: 8, unit: '', notes: '' },
          { name: 'lemon', quantity: '1', amount: 1, unit: '', notes: 'sliced' },
          { name: 'olive oil', quantity: '2', amount: 2, unit: 'tbsp', notes: '' },
          { name: 'dried thyme', quantity: '1', amount: 1, unit: 'tsp', notes: '' },
          { name: 'salt', quantity: '', amount: 0, unit: 'to taste', notes: '' },
        ],
        steps: [
          { instruction: 'Heat the oven to 200°C.' },
          { instruction: 'Toss the chicken with oil, lemon and thyme.' },
          { instruction: 'Roast for 45 minutes until golden.' },
        ],
        nutritional_info: { calories: 420, protein: 32, fat: 28, sodium: 380 },
        source_url: `${site.origin}/wprm`,
      });
    });

    it('a Tasty Recipes-style lone Recipe: HTML and entities stripped, ImageObject', async () => {
      const draft = await draftOf(await send({ url: `${site.origin}/tasty` }));
      expect(draft.title).toBe('Brown Butter Oat Cookies');
      expect(draft.description).toBe(
        'Crisp edges, chewy middles – the cookie jar never stays full.',
      );
      expect(draft.image_url).toBe('https://img.fake-kitchen.test/cookies.jpg');
      expect(draft.servings).toBe(24);
      expect(draft.ingredients.map((i) => [i.quantity, i.unit, i.name])).toEqual([
        ['1', 'cup', 'butter'],
        ['1 1/2', 'cup', 'rolled oats'],
        ['3/4', 'cup', 'brown sugar'],
        ['1', '', 'egg'],
      ]);
      expect(draft.steps[0]!.instruction).toBe('Brown the butter and let it cool.');
    });

    it('a plain JSON-LD array with the steps as numbered lines of one string', async () => {
      const draft = await draftOf(await send({ url: `${site.origin}/array` }));
      expect(draft).toMatchObject({
        title: 'Tomato Lentil Soup',
        servings: 4,
        prep_time: null,
        cook_time: 40,
        steps: [
          { instruction: 'Rinse the lentils.' },
          { instruction: 'Simmer everything for 30 minutes.' },
          { instruction: 'Blend.' },
        ],
      });
      expect(draft.ingredients[1]).toMatchObject({ name: 'chopped tomatoes', unit: 'can' });
    });

    it('HowToSection steps flattened in order', async () => {
      const draft = await draftOf(await send({ url: `${site.origin}/sections` }));
      expect(draft.steps.map((s) => s.instruction)).toEqual([
        'Toss the cabbage with lime juice.',
        'Pan-fry the fish for 3 minutes a side.',
        'Fill the tortillas.',
      ]);
      expect([draft.servings, draft.cook_time]).toEqual([3, 15]);
    });

    it('microdata when there is no JSON-LD, the relative image made absolute', async () => {
      const draft = await draftOf(await send({ url: `${site.origin}/microdata` }));
      expect(draft).toMatchObject({
        title: 'Grandma’s Pancakes',
        description: 'Fluffy Sunday pancakes.',
        image_url: `${site.origin}/images/pancakes.jpg`,
        servings: 6,
        prep_time: 10,
        cook_time: 20,
        steps: [
          { instruction: 'Whisk everything together.' },
          { instruction: 'Cook ladlefuls on a hot pan.' },
        ],
      });
      expect(draft.ingredients.map((i) => i.name)).toEqual(['flour', 'eggs', 'milk']);
    });

    it('a gzip-encoded page', async () => {
      const draft = await draftOf(await send({ url: `${site.origin}/gzip` }));
      expect(draft.title).toBe('Brown Butter Oat Cookies');
    });

    it('follows a redirect and keeps the address the recipe was read from', async () => {
      const draft = await draftOf(await send({ url: `${site.origin}/moved` }));
      expect(draft.title).toBe('Lemon Herb Chicken Traybake');
      expect(draft.source_url).toBe(`${site.origin}/wprm`);
    });

    it('a page with no recipe → 422', async () => {
      expect(await refusal(await send({ url: `${site.origin}/no-recipe` }))).toEqual({
        status: 422,
        message: recipeImportMessages.noRecipe,
      });
    });
  });

  describe('SSRF refusals: 400 before any request is made', () => {
    it.each([
      ['loopback on a port not allowed', 'http://127.0.0.1:9/'],
      ['loopback by another spelling', 'http://2130706433:9/'],
      ['a private network', 'http://10.0.0.8/recipe'],
      ['the cloud metadata service', 'http://169.254.169.254/latest/meta-data/'],
      ['IPv6 loopback', 'http://[::1]/'],
      ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]/'],
      ['0.0.0.0', 'http://0.0.0.0/'],
      ['a name resolving to loopback', 'http://localtest.invalid/recipe'],
      ['a name resolving to IPv6 loopback', 'http://v6loop.invalid/'],
      ['a name with one public and one private address', 'http://mixed.invalid/'],
    ])('%s', async (_, url) => {
      expect(await refusal(await send({ url }))).toEqual({
        status: 400,
        message: recipeImportMessages.privateAddress,
      });
    });

    it('connects to the address it checked: one lookup, no second one (DNS rebinding)', async () => {
      const draft = await draftOf(await send({ url: `http://kitchen.invalid:${sitePort}/tasty` }));
      expect(draft.title).toBe('Brown Butter Oat Cookies');
      expect(lookups['kitchen.invalid']).toBe(1);
    });

    it('an allowed name is allowed on its own port only', async () => {
      expect(await refusal(await send({ url: 'http://kitchen.invalid:9/tasty' }))).toEqual({
        status: 400,
        message: recipeImportMessages.privateAddress,
      });
    });

    it('a redirect to loopback is refused, and the loopback address is never fetched', async () => {
      expect(await refusal(await send({ url: `${site.origin}/to-loopback` }))).toEqual({
        status: 400,
        message: recipeImportMessages.privateAddress,
      });
      expect(await refusal(await send({ url: `${site.origin}/to-metadata` }))).toEqual({
        status: 400,
        message: recipeImportMessages.privateAddress,
      });
    });

    it.each(['ftp://example.com/x', 'file:///etc/passwd', 'javascript:alert(1)', 'example.com'])(
      'not http(s): %s',
      async (url) => {
        expect((await send({ url })).status).toBe(400);
      },
    );
  });

  describe('unreachable, too large, too many redirects: 502', () => {
    it.each([
      ['a 6 MB page', '/huge', recipeImportMessages.tooLarge],
      ['a redirect loop', '/loop', recipeImportMessages.tooManyRedirects],
      ['a server error', '/broken', recipeImportMessages.unreachable],
      ['a missing page', '/nowhere', recipeImportMessages.unreachable],
    ])('%s', async (_, path, message) => {
      expect(await refusal(await send({ url: `${site.origin}${path}` }))).toEqual({
        status: 502,
        message,
      });
    });

    it('a name that does not resolve', async () => {
      expect((await send({ url: 'http://nowhere.invalid/' })).status).toBe(502);
    });
  });

  describe('pasted text', () => {
    it('gives the same kind of draft', async () => {
      const draft = await draftOf(
        await send({
          text: 'Garlic Butter Rice\nServes 2\n\nIngredients\n1 cup rice\n2 tbsp butter\n3 cloves garlic, minced\n\nDirections\n1. Melt the butter with the garlic.\n2. Add rice and 2 cups water; simmer 15 minutes.',
        }),
      );
      expect(draft).toMatchObject({
        title: 'Garlic Butter Rice',
        servings: 2,
        source_url: null,
        ingredients: [
          { name: 'rice', quantity: '1', unit: 'cup' },
          { name: 'butter', quantity: '2', unit: 'tbsp' },
          { name: 'garlic', quantity: '3', unit: 'clove', notes: 'minced' },
        ],
        steps: [
          { instruction: 'Melt the butter with the garlic.' },
          { instruction: 'Add rice and 2 cups water; simmer 15 minutes.' },
        ],
      });
    });

    it('text with no recipe in it → 422', async () => {
      expect(await refusal(await send({ text: 'hello there' }))).toEqual({
        status: 422,
        message: recipeImportMessages.noRecipeInText,
      });
    });
  });

  describe('saving a draft keeps where it came from', () => {
    it('the recipe stores source_url, and the contract refuses one that is not http(s)', async () => {
      const draft = await draftOf(await send({ url: `${site.origin}/wprm` }));
      const { servings, prep_time, cook_time, ...rest } = draft;
      const created = await call(suite.app, 'POST', '/api/recipes', {
        cookie,
        body: {
          ...rest,
          servings: servings ?? 4,
          prep_time: prep_time ?? 0,
          cook_time: cook_time ?? 0,
        },
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const id = ((await created.json()) as { id: string }).id;
      const read = (await (
        await call(suite.app, 'GET', `/api/recipes/${id}`, { cookie })
      ).json()) as {
        source_url: string | null;
        ingredients: unknown[];
        nutritional_info: unknown;
      };
      expect(read.source_url).toBe(`${site.origin}/wprm`);
      expect(read.ingredients).toHaveLength(5);
      expect(read.nutritional_info).toEqual({ calories: 420, protein: 32, fat: 28, sodium: 380 });

      for (const bad of ['javascript:alert(1)', 'ftp://x.test/r', 'x'.repeat(2001)]) {
        const refused = await call(suite.app, 'PATCH', `/api/recipes/${id}`, {
          cookie,
          body: { source_url: bad },
        });
        expect(refused.status, bad).toBe(400);
      }
      const cleared = await call(suite.app, 'PATCH', `/api/recipes/${id}`, {
        cookie,
        body: { source_url: null },
      });
      expect(((await cleared.json()) as { source_url: string | null }).source_url).toBeNull();
    });
  });

  describe('copying the page’s picture (POST /api/images/from-url), when the member saves', () => {
    const copy = (url: string, withCookie = cookie) =>
      call(suite.app, 'POST', '/api/images/from-url', { body: { url }, cookie: withCookie });

    it('fetches it by the same rules and stores it re-encoded, like an upload', async () => {
      const response = await copy(`${site.origin}/images/pancakes.jpg`);
      expect(response.status, await response.clone().text()).toBe(201);
      const stored = StoredImageSchema.parse(await response.json());
      expect(stored).toMatchObject({ width: 48, height: 32 });
      expect(stored.path).toMatch(/^images\//);
    });

    it('refuses a private address (and a redirect to one), a page that is no picture, a guest', async () => {
      expect(await refusal(await copy('http://169.254.169.254/latest/meta-data/'))).toEqual({
        status: 400,
        message: imageMessages.copyPrivateAddress,
      });
      expect(await refusal(await copy(`${site.origin}/to-loopback`))).toEqual({
        status: 400,
        message: imageMessages.copyPrivateAddress,
      });
      expect((await copy(`${site.origin}/wprm`)).status).toBe(400);
      expect((await copy(`${site.origin}/huge`)).status).toBe(400);
      expect(await refusal(await copy(`${site.origin}/broken`))).toEqual({
        status: 502,
        message: imageMessages.copyFailed,
      });
      expect((await copy(`${site.origin}/images/x.png`, '')).status).toBe(401);
    });
  });

  describe('who may import', () => {
    it('a guest gets 401 and nothing is fetched', async () => {
      const before = site.requests.length;
      const response = await call(suite.app, 'POST', '/api/recipes/import', {
        body: { url: `${site.origin}/wprm` },
      });
      expect(response.status).toBe(401);
      expect(site.requests.length).toBe(before);
    });

    it('an invalid body is a 400 naming the field', async () => {
      expect((await send({ url: 'https://a.test', text: 'both' })).status).toBe(400);
      expect((await send({})).status).toBe(400);
    });
  });
});
