import { describe, expect, it } from 'vitest';
import { firstScreenHtml, firstScreenPlan, withFirstScreen } from './web-first-screen.js';

const starterImage = '/uploads/images/0000000000000-abcdefghijklmnop.webp';

describe('firstScreenPlan', () => {
  it.each([
    ['/', '', { route: '/', answers: ['/api/inspiration/random'] }],
    ['/recipes', '', { route: '/recipes', answers: ['/api/recipes?limit=20'] }],
    ['/recipes/', '?', { route: '/recipes', answers: ['/api/recipes?limit=20'] }],
    ['/recipes/a%20b', '', { route: '/recipes/:id', answers: ['/api/recipes/a%20b'] }],
    ['/recipes/r1/', '?tab=1', { route: '/recipes/:id', answers: ['/api/recipes/r1'] }],
  ])('plans %s%s', (pathname, search, plan) => {
    expect(firstScreenPlan(pathname, search)).toEqual(plan);
  });

  it.each([
    ['/recipes', '?q=soup'],
    ['/recipes/create', ''],
    ['/recipes/ideas', ''],
    ['/recipes/r1/edit', ''],
    ['/recipes/%E0%A4%A', ''],
    ['/food-diary', ''],
    ['/login', ''],
  ])('has none for %s%s', (pathname, search) => {
    expect(firstScreenPlan(pathname, search)).toBeNull();
  });
});

describe('firstScreenHtml', () => {
  const recipe = {
    id: 'r/1',
    title: 'Pie <b>"hot"</b>',
    description: 'Flaky & golden',
    image_url: starterImage,
    prep_time: 20,
    cook_time: 40,
    complexity: 'hard',
    cuisine: 'British',
    meal_type: 'dinner',
    dietary_restrictions: ['vegetarian', 'nut-free', 'egg-free', 'halal'],
    is_public: true,
  };

  it('writes the recipe list: header, search, and the first six cards, the first fetched first', () => {
    const items = Array.from({ length: 8 }, (_, i) => ({
      ...recipe,
      id: `r${i}`,
      title: `Pie ${i}`,
    }));
    const html = firstScreenHtml('/recipes', [{ items }])!;
    expect(html).toContain('>Browse Recipes</h1>');
    expect(html).toContain('placeholder="Pasta, curry, pancakes…"');
    expect(html.match(/<article /g)).toHaveLength(6);
    expect(html).toContain('href="/recipes/r5"');
    expect(html).not.toContain('href="/recipes/r6"');
    expect(html.match(/fetchpriority="high"/g)).toHaveLength(1);
    expect(html.match(/loading="eager"/g)).toHaveLength(3);
    expect(html).toContain(
      `srcset="/uploads/images/0000000000000-abcdefghijklmnop-thumb.webp 320w, ${starterImage} 640w"`,
    );
    expect(html).toContain('>1 h<');
    expect(html).toContain('+1 more');
    expect(html).toContain('>Nut-free<');
  });

  it('escapes what the answer says', () => {
    const html = firstScreenHtml('/recipes', [{ items: [recipe] }])!;
    expect(html).toContain('href="/recipes/r%2F1"');
    expect(html).toContain('Pie &#60;b&#62;&#34;hot&#34;&#60;/b&#62;');
    expect(html).toContain('Flaky &#38; golden');
    expect(html).not.toContain('<b>');
  });

  it("writes a recipe's page: title, photo named for screen readers, description, badges", () => {
    const html = firstScreenHtml('/recipes/:id', [recipe])!;
    expect(html).toContain('Back to recipes</a>');
    expect(html).toContain('alt="Photo of Pie &#60;b&#62;&#34;hot&#34;&#60;/b&#62;"');
    expect(html).toContain('sizes="100vw"');
    expect(html).toContain('fetchpriority="high"');
    expect(html).toContain('>Dinner<');
    expect(html).toContain('>Halal<');
  });

  it('draws the placeholder for a recipe without a photo', () => {
    const html = firstScreenHtml('/recipes/:id', [{ ...recipe, image_url: null }])!;
    expect(html).not.toContain('<img');
    expect(html).toContain('bg-gradient-to-br');
  });

  it('writes the home page: the hero and every inspiration with its three actions', () => {
    const meals = [
      {
        id: 'm1',
        title: 'Soup',
        category: 'Soup',
        cuisine: 'Thai',
        image_url: '/api/inspiration/images/m1.svg',
        prep_time: 10,
        cook_time: 20,
      },
      {
        id: 'm2',
        title: 'Toast',
        category: 'Breakfast',
        cuisine: null,
        image_url: null,
        prep_time: 0,
        cook_time: 0,
      },
    ];
    const html = firstScreenHtml('/', [{ items: meals }])!;
    expect(html).toContain('<h1 class="text-4xl font-bold tracking-tight sm:text-5xl">Mise</h1>');
    expect(html).toContain('Soup · Thai');
    expect(html).toContain('aria-label="Save: Toast"');
    expect(html).toContain('30 min');
    expect(html).toMatch(
      /<img src="\/api\/inspiration\/images\/m1.svg" alt="" width="640" height="400" loading="eager" fetchpriority="high"/,
    );
    // The controls that need the app are inert until it runs.
    expect(html.match(/<div inert /g)).toHaveLength(3);
  });

  it('writes nothing for an answer it does not know, an empty one, or one not public', () => {
    expect(firstScreenHtml('/', [{ items: [] }])).toBeNull();
    expect(firstScreenHtml('/', [{ nothing: true }])).toBeNull();
    expect(firstScreenHtml('/recipes', [{ items: [{ ...recipe, is_public: false }] }])).toBeNull();
    expect(firstScreenHtml('/recipes/:id', [{ ...recipe, is_public: false }])).toBeNull();
    expect(firstScreenHtml('/recipes/:id', [null])).toBeNull();
  });
});

describe('withFirstScreen', () => {
  const index =
    '<head><!--first-answers--><link rel="modulepreload" href="/assets/app.js" data-after-first-screen>\n' +
    '<link rel="modulepreload" href="/assets/helper.js"></head>' +
    '<div id="shell-page"><!--shell-page--><i>skeleton</i><!--/shell-page--></div>';

  it('puts the screen in the shell and the answers in a block no text can end', () => {
    const html = withFirstScreen(index, '<h1>Hi $& there</h1>', {
      '/api/x': '{"title":"</script><!--"}',
    });
    expect(html).toContain('<!--shell-page--><h1>Hi $& there</h1><!--/shell-page-->');
    expect(html).toContain(
      '<script type="application/json" id="mise-first-answers">{"/api/x":{"title":"\\u003c/script>\\u003c!--"}}</script>',
    );
    expect(html).not.toContain('skeleton');
    expect(html).not.toContain('/assets/app.js');
    expect(html).toContain('/assets/helper.js');
    const block = /id="mise-first-answers">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(block)).toEqual({ '/api/x': { title: '</script><!--' } });
  });
});
