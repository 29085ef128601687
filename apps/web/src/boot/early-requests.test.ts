import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchRoutes } from 'react-router';
import { apiRequest } from '../lib/api-client';
import { appRoutes } from '../app/routes';
import { recipesSearchParams } from '../features/recipes/read-api';
import { filtersFromParams } from '../features/recipes/pages/recipes-page';
import { TRENDING_LIMIT } from '../features/home/api';
import {
  earlyImageSizes,
  earlyRequestsFor,
  earlySrcSet,
  firstPictureFor,
  preloadFirstPicture,
  routeOf,
  startEarlyRequests,
  takeEmbeddedAnswers,
} from './early-requests';
import { CARD_IMAGE_SIZES, firstScreenPlan, FULL_WIDTH_SIZES, recipeImageSrcSet } from '@mise/core';

const jsonResponse = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('routeOf', () => {
  it.each([
    '/',
    '/recipes',
    '/recipes/',
    '/recipes/abc',
    '/recipes/create',
    '/recipes/ideas',
    '/recipes/abc/edit',
    '/login',
    '/meal-plans',
  ])('agrees with the router on %s', (pathname) => {
    const matched = matchRoutes(
      appRoutes.map((route) => ({ path: route.path })),
      pathname,
    )?.at(-1)?.route.path;
    const measured = ['/', '/recipes', '/recipes/:id'].includes(matched ?? '')
      ? matched
      : undefined;
    expect(routeOf(pathname)).toBe(measured);
  });
});

describe('earlyRequestsFor', () => {
  it('asks for the session, the inspirations and the home lists on /', () => {
    expect(earlyRequestsFor('/', '')).toEqual([
      '/api/session',
      '/api/inspiration/random',
      '/api/inspiration/categories',
      `/api/recipes/trending?limit=${TRENDING_LIMIT}`,
      '/api/recipes/featured',
    ]);
  });

  it.each(['', '?q=+pasta+&diet=vegan', '?cuisine=Thai&complexity=easy&max_time=30&other=1'])(
    'asks for the list page exactly as the recipes page does (%s)',
    (search) => {
      const filters = filtersFromParams(new URLSearchParams(search));
      expect(earlyRequestsFor('/recipes', search)).toEqual([
        '/api/session',
        `/api/recipes?${recipesSearchParams(filters).toString()}`,
      ]);
    },
  );

  it('asks for the recipe of a detail page, with its id escaped once', () => {
    expect(earlyRequestsFor('/recipes/a%20b', '')).toEqual(['/api/session', '/api/recipes/a%20b']);
    expect(earlyRequestsFor('/recipes/%E0%A4%A', '')).toEqual(['/api/session']);
    expect(earlyRequestsFor('/recipes/create', '')).toEqual(['/api/session']);
  });
});

describe('early responses', () => {
  it('are taken once by apiRequest for the same path', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse({ early: true }))
      .mockResolvedValue(jsonResponse({ early: false }));
    startEarlyRequests(['/api/early-once']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(apiRequest('/api/early-once')).resolves.toEqual({ early: true });
    await expect(apiRequest('/api/early-once')).resolves.toEqual({ early: false });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('are not used for writes, nor when they failed, nor when they are old', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    startEarlyRequests(['/api/early-failed']);
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ fresh: true })));
    await expect(apiRequest('/api/early-failed')).resolves.toEqual({ fresh: true });

    startEarlyRequests(['/api/early-write']);
    await apiRequest('/api/early-write', { method: 'POST', body: {} });
    expect(fetchMock.mock.calls.at(-1)?.[1]?.method).toBe('POST');

    vi.useFakeTimers({ toFake: ['Date'] });
    startEarlyRequests(['/api/early-old']);
    vi.setSystemTime(Date.now() + 60_000);
    const calls = fetchMock.mock.calls.length;
    await apiRequest('/api/early-old');
    expect(fetchMock.mock.calls.length).toBe(calls + 1);
  });
});

describe("the first page's largest picture", () => {
  const starter = '/uploads/images/0000000000000-abcdefghijklmnop.webp';
  const preloads = () => [
    ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
  ];
  afterEach(() => {
    for (const link of preloads()) link.remove();
  });

  it('is named with the widths and sizes RecipeImage gives it', () => {
    expect(earlyImageSizes).toEqual({ card: CARD_IMAGE_SIZES, fullWidth: FULL_WIDTH_SIZES });
    for (const src of [starter, '/uploads/images/1700000000000-abcdefghijklmnop.webp', '/a.svg'])
      expect(earlySrcSet(src)).toBe(recipeImageSrcSet(src));
  });

  it('is read from the answer each measured page shows first', () => {
    const home = firstPictureFor('/', earlyRequestsFor('/', ''))!;
    expect(home.path).toBe('/api/inspiration/random');
    expect(home.pick({ items: [{ image_url: '/a.svg' }, { image_url: '/b.svg' }] })).toBe('/a.svg');
    const list = firstPictureFor('/recipes', earlyRequestsFor('/recipes', ''))!;
    expect(list.path).toBe('/api/recipes?limit=20');
    expect(list.pick({ items: [] })).toBeUndefined();
    const recipe = firstPictureFor('/recipes/r-1', earlyRequestsFor('/recipes/r-1', ''))!;
    expect(recipe.path).toBe('/api/recipes/r-1');
    expect(recipe.pick({ image_url: starter })).toBe(starter);
    expect(firstPictureFor('/login', earlyRequestsFor('/login', ''))).toBeUndefined();
  });

  it('is preloaded as the <img> will ask for it, and the app still gets the whole answer', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ id: 'r-2', image_url: starter }),
    );
    startEarlyRequests(['/api/recipes/r-2']);
    preloadFirstPicture(firstPictureFor('/recipes/r-2', ['/api/session', '/api/recipes/r-2'])!);
    await expect(apiRequest('/api/recipes/r-2')).resolves.toEqual({
      id: 'r-2',
      image_url: starter,
    });
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));
    const [link] = preloads();
    expect(link!.getAttribute('href')).toBe(starter);
    expect(link!.getAttribute('imagesrcset')).toContain('-thumb.webp 320w');
    expect(link!.getAttribute('imagesizes')).toBe('100vw');
    expect(link!.getAttribute('fetchpriority')).toBe('high');
    expect(link!.getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it("is left alone when it is another site's", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ image_url: 'https://elsewhere.test/a.jpg' }),
    );
    startEarlyRequests(['/api/recipes/r-3']);
    preloadFirstPicture(firstPictureFor('/recipes/r-3', ['/api/session', '/api/recipes/r-3'])!);
    await apiRequest('/api/recipes/r-3');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toHaveLength(0);
  });
});

describe("a guest's first screen (decision 0032)", () => {
  it.each([
    ['/', ''],
    ['/recipes', ''],
    ['/recipes/', '?'],
    ['/recipes/a%20b', ''],
  ])('is made of answers the page asks for first (%s%s)', (pathname, search) => {
    const plan = firstScreenPlan(pathname, search)!;
    expect(plan).not.toBeNull();
    for (const path of plan.answers) expect(earlyRequestsFor(pathname, search)).toContain(path);
  });

  it('is handed to apiRequest as answers that came with the page, once, without a request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'mise-first-answers';
    block.textContent = JSON.stringify({ '/api/first-screen-test': { items: [{ id: 'r1' }] } });
    document.head.append(block);
    try {
      expect([...takeEmbeddedAnswers(document)]).toEqual(['/api/first-screen-test']);
      expect(await apiRequest('/api/first-screen-test')).toEqual({ items: [{ id: 'r1' }] });
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      block.remove();
    }
  });

  it('takes nothing from a page without answers, or with an unreadable block', () => {
    expect(takeEmbeddedAnswers(document).size).toBe(0);
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'mise-first-answers';
    block.textContent = '{not json';
    document.head.append(block);
    try {
      expect(takeEmbeddedAnswers(document).size).toBe(0);
    } finally {
      block.remove();
    }
  });
});
