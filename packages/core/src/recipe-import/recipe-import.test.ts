import { describe, expect, it } from 'vitest';
import { RecipeImportRequestSchema } from './contract.js';
import { parseIsoDuration } from './duration.js';
import { cleanLines, cleanText } from './html-text.js';
import { draftFromText, parseTimeText } from './pasted-text.js';
import {
  draftFromJsonLd,
  readImage,
  readInstructions,
  readNutrition,
  parseRecipeYield,
} from './schema-org.js';

describe('ISO 8601 durations', () => {
  it.each([
    ['PT1H30M', 90],
    ['P0DT15M', 15],
    ['PT90M', 90],
    ['PT0M', 0],
    ['pt45m', 45],
    ['P1D', 1440],
    ['PT1H', 60],
    ['PT30S', 1],
    ['PT1.5H', 90],
    ['P0DT1H5M0S', 65],
  ])('%s → %d minutes', (text, minutes) => {
    expect(parseIsoDuration(text)).toBe(minutes);
  });
  it.each([['30'], ['1 hour'], [''], ['P'], ['PT'], ['P1M'], ['PT-5M'], [null], [30], [{}]])(
    '%j → null',
    (value) => {
      expect(parseIsoDuration(value)).toBeNull();
    },
  );
});

describe('recipeYield → servings', () => {
  it.each([
    ['4', 4],
    [4, 4],
    ['4 servings', 4],
    [['6', '6 pies'], 6],
    ['Serves 4-6', 4],
    [['a big bowl', '8 portions'], 8],
    ['Makes 24 cookies', 24],
    ['5000', 1000],
  ])('%j → %d', (value, servings) => {
    expect(parseRecipeYield(value)).toBe(servings);
  });
  it.each([[undefined], ['a few'], [[]], ['0']])('%j → null', (value) => {
    expect(parseRecipeYield(value)).toBeNull();
  });
});

describe('image', () => {
  it.each([
    ['https://x.test/a.jpg', 'https://x.test/a.jpg'],
    [['https://x.test/1.jpg', 'https://x.test/2.jpg'], 'https://x.test/1.jpg'],
    [{ '@type': 'ImageObject', url: 'https://x.test/o.jpg' }, 'https://x.test/o.jpg'],
    [[{ '@type': 'ImageObject', contentUrl: 'https://x.test/c.jpg' }], 'https://x.test/c.jpg'],
    ['javascript:alert(1)', null],
    ['/relative.jpg', null],
    [undefined, null],
  ])('%j → %s', (value, url) => {
    expect(readImage(value)).toBe(url);
  });
});

describe('instructions', () => {
  it.each([
    ['a string with line breaks', 'Mix.\nBake &amp; cool.\n', ['Mix.', 'Bake & cool.']],
    ['numbered text', '1. Mix.\n2) Bake.\nStep 3: Serve.', ['Mix.', 'Bake.', 'Serve.']],
    ['<p> paragraphs', '<p>Mix well.</p><p>Bake.</p>', ['Mix well.', 'Bake.']],
    ['plain strings', ['Mix.', '<b>Bake</b>.'], ['Mix.', 'Bake.']],
    [
      'HowToStep objects',
      [
        { '@type': 'HowToStep', text: 'Mix.' },
        { '@type': 'HowToStep', name: 'Only a name' },
      ],
      ['Mix.', 'Only a name'],
    ],
    [
      'HowToSection flattened, names dropped',
      [
        {
          '@type': 'HowToSection',
          name: 'For the sauce',
          itemListElement: [{ '@type': 'HowToStep', text: 'Simmer.' }],
        },
        {
          '@type': 'HowToSection',
          name: 'To serve',
          itemListElement: [
            { '@type': 'HowToStep', text: 'Plate.' },
            { '@type': 'HowToStep', text: 'Garnish.' },
          ],
        },
      ],
      ['Simmer.', 'Plate.', 'Garnish.'],
    ],
  ])('%s', (_, value, steps) => {
    expect(readInstructions(value)).toEqual(steps);
  });
});

describe('nutrition', () => {
  it('reads NutritionInformation strings as numbers per serving, in our units', () => {
    expect(
      readNutrition({
        '@type': 'NutritionInformation',
        calories: '250 calories',
        proteinContent: '12 g',
        fatContent: '9.5g',
        carbohydrateContent: '30,2 g',
        sodiumContent: '0.4 g',
        cholesterolContent: '35 mg',
        servingSize: '1 bowl',
      }),
    ).toEqual({
      calories: 250,
      protein: 12,
      fat: 9.5,
      carbohydrates: 30.2,
      sodium: 400,
      cholesterol: 35,
    });
  });
  it('is null when nothing reads', () => {
    expect(readNutrition({ calories: 'lots' })).toBeNull();
    expect(readNutrition('250 calories')).toBeNull();
  });
});

describe('text cleaning', () => {
  it.each([
    ['<p>Mix &amp; stir</p>', 'Mix & stir'],
    ['Tom&#8217;s   stew', 'Tom’s stew'],
    ['&lt;b&gt;bold&lt;/b&gt; 180&deg;C', 'bold 180°C'],
    ['&#x1F600;', '😀'],
    ['&#0;x', 'x'],
  ])('%s → %s', (text, clean) => {
    expect(cleanText(text)).toBe(clean);
  });
  it('keeps line breaks from <br> as separate lines', () => {
    expect(cleanLines('one<br>two<br/>three')).toEqual(['one', 'two', 'three']);
  });
});

const base = {
  name: 'Lentil &amp; Squash Soup',
  description: '<p>A warming soup.</p>',
  recipeIngredient: ['1 1/2 cups red lentils', '2 cloves garlic, minced', 'salt to taste'],
  recipeInstructions: [{ '@type': 'HowToStep', text: 'Simmer everything.' }],
  prepTime: 'PT15M',
  cookTime: 'PT30M',
  recipeYield: ['4', '4 bowls'],
  image: { '@type': 'ImageObject', url: 'https://x.test/soup.jpg' },
  author: { '@type': 'Person', name: 'Someone' },
  keywords: 'soup, lentils',
};

describe('schema.org Recipe → draft', () => {
  const expected = {
    title: 'Lentil & Squash Soup',
    description: 'A warming soup.',
    image_url: 'https://x.test/soup.jpg',
    servings: 4,
    prep_time: 15,
    cook_time: 30,
    ingredients: [
      { name: 'red lentils', quantity: '1 1/2', amount: 1.5, unit: 'cup', notes: '' },
      { name: 'garlic', quantity: '2', amount: 2, unit: 'clove', notes: 'minced' },
      { name: 'salt', quantity: '', amount: 0, unit: 'to taste', notes: '' },
    ],
    steps: [{ instruction: 'Simmer everything.' }],
    nutritional_info: null,
    source_url: 'https://x.test/soup',
  };
  it.each([
    ['a lone object', { '@context': 'https://schema.org', '@type': 'Recipe', ...base }],
    ['an array', [{ '@type': 'WebSite' }, { '@type': 'Recipe', ...base }]],
    ['a @graph', { '@graph': [{ '@type': 'Organization' }, { '@type': 'Recipe', ...base }] }],
    ['@type as an array', { '@type': ['Recipe', 'NewsArticle'], ...base }],
    ['a full schema.org type URL', { '@type': 'http://schema.org/Recipe', ...base }],
    ['under mainEntity', { '@type': 'WebPage', mainEntity: { '@type': 'Recipe', ...base } }],
  ])('%s', (_, document) => {
    expect(draftFromJsonLd([document], 'https://x.test/soup')).toEqual(expected);
  });

  it('takes the first document that holds a recipe', () => {
    const draft = draftFromJsonLd(
      [{ '@type': 'BreadcrumbList' }, { '@type': 'Recipe', ...base, name: 'Second' }],
      null,
    );
    expect(draft?.title).toBe('Second');
  });

  it('puts a lone total time on cooking, and the rest of it after prep', () => {
    const only = draftFromJsonLd(
      [{ '@type': 'Recipe', ...base, prepTime: undefined, cookTime: undefined, totalTime: 'PT1H' }],
      null,
    );
    expect([only?.prep_time, only?.cook_time]).toEqual([null, 60]);
    const rest = draftFromJsonLd(
      [{ '@type': 'Recipe', ...base, cookTime: undefined, totalTime: 'PT1H' }],
      null,
    );
    expect([rest?.prep_time, rest?.cook_time]).toEqual([15, 45]);
  });

  it('finds no recipe in other types or an empty Recipe', () => {
    expect(draftFromJsonLd([{ '@type': 'Article', name: 'x' }, 'text', null, 3], null)).toBeNull();
    expect(draftFromJsonLd([{ '@type': 'Recipe' }], null)).toBeNull();
  });

  it('does not recurse forever on a deep document', () => {
    let deep: Record<string, unknown> = { '@type': 'Recipe', ...base };
    for (let i = 0; i < 50; i += 1) deep = { mainEntity: deep };
    expect(draftFromJsonLd([deep], null)).toBeNull();
  });
});

describe('pasted text → draft', () => {
  it('reads a title, description, headed sections, serves and times', () => {
    const draft = draftFromText(
      [
        'Weeknight Dal',
        'A quick, cosy lentil dish.',
        'Serves 4',
        'Prep time: 10 minutes',
        'Cook time: 1 hour 5 min',
        '',
        'Ingredients',
        '1 cup red lentils',
        '- 1 onion, chopped',
        '',
        'Method:',
        '1. Fry the onion.',
        '2. Add the lentils and simmer.',
      ].join('\n'),
    );
    expect(draft).toMatchObject({
      title: 'Weeknight Dal',
      description: 'A quick, cosy lentil dish.',
      servings: 4,
      prep_time: 10,
      cook_time: 65,
      ingredients: [
        { name: 'red lentils', quantity: '1', unit: 'cup' },
        { name: 'onion', quantity: '1', notes: 'chopped' },
      ],
      steps: [{ instruction: 'Fry the onion.' }, { instruction: 'Add the lentils and simmer.' }],
    });
  });

  it.each(['Directions', 'Instructions', 'Steps', 'Preparation'])(
    'knows the heading %s',
    (heading) => {
      const draft = draftFromText(`Toast\nIngredients\n2 slices bread\n${heading}\nToast it.`);
      expect(draft?.steps).toEqual([{ instruction: 'Toast it.' }]);
    },
  );

  it('without headings, quantity lines are ingredients and the rest steps', () => {
    const draft = draftFromText(
      'Toast\n2 slices bread\n1 tbsp butter\nToast the bread.\nButter it.',
    );
    expect(draft?.ingredients.map((i) => i.name)).toEqual(['bread', 'butter']);
    expect(draft?.steps.map((s) => s.instruction)).toEqual(['Toast the bread.', 'Butter it.']);
  });

  it('is null for a title alone', () => {
    expect(draftFromText('Just a line')).toBeNull();
    expect(draftFromText('   \n  ')).toBeNull();
  });

  it.each([
    ['15 minutes', 15],
    ['1 hr', 60],
    ['1h30', 90],
    ['2 hours 10 mins', 130],
    ['45', 45],
    ['soon', null],
  ])('time %s → %s', (text, minutes) => {
    expect(parseTimeText(text)).toBe(minutes);
  });
});

describe('the request contract', () => {
  it.each([
    [{ url: 'https://example.com/r' }, true],
    [{ url: 'http://example.com' }, true],
    [{ url: 'ftp://example.com' }, false],
    [{ url: 'file:///etc/passwd' }, false],
    [{ url: 'not a url' }, false],
    [{ text: 'Toast\n2 slices bread' }, true],
    [{ text: '  ' }, false],
    [{ url: 'https://a.test', text: 'x' }, false],
    [{}, false],
  ])('%j → %s', (body, ok) => {
    expect(RecipeImportRequestSchema.safeParse(body).success).toBe(ok);
  });
});
