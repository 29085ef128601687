import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync, gzipSync } from 'node:zlib';

/**
 * A recipe website on a loopback port, for recipe import (issue 16 §4). Its pages are shaped like
 * the common recipe plugins and sites — a WP Recipe Maker-style `@graph`, a Tasty Recipes-style
 * lone Recipe, a plain JSON-LD array, HowToSection steps, microdata only — plus the awkward ones: no
 * recipe, a redirect, a redirect to a loopback address, a redirect loop, a 6 MB page, an error, a
 * gzip-encoded page. All text is written for Mise's tests.
 */
export interface FakeRecipeSite {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** `127.0.0.1:<port>`, what IMPORT_ALLOWED_HOSTS needs. */
  host: string;
  /** Paths requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

const page = (head: string, body = '<p>A page about food.</p>') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake kitchen</title>${head}</head><body><header><nav>Home · Recipes</nav></header>${body}<footer>© Fake kitchen</footer></body></html>`;
const jsonLd = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

/** WP Recipe Maker-style: one @graph with the article, the page, the site and the recipe. */
const wprm = page(
  jsonLd({
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'Article', '@id': '#article', headline: 'Our favourite traybake' },
      { '@type': 'WebPage', '@id': '#webpage', name: 'Our favourite traybake' },
      { '@type': 'Organization', name: 'Fake kitchen' },
      {
        '@type': 'Recipe',
        name: 'Lemon Herb Chicken Traybake',
        author: { '@type': 'Person', name: 'A Test Cook' },
        description: 'Chicken thighs roasted on a tray with lemon &amp; thyme.',
        image: [
          'https://img.fake-kitchen.test/traybake-1x1.jpg',
          'https://img.fake-kitchen.test/traybake-4x3.jpg',
        ],
        recipeYield: ['4', '4 servings'],
        prepTime: 'PT15M',
        cookTime: 'PT45M',
        totalTime: 'PT1H',
        recipeIngredient: [
          '8 chicken thighs',
          '1 lemon, sliced',
          '2 tbsp olive oil',
          '1 tsp dried thyme',
          'salt to taste',
        ],
        recipeInstructions: [
          { '@type': 'HowToStep', text: 'Heat the oven to 200°C.', url: '#step-1' },
          { '@type': 'HowToStep', text: 'Toss the chicken with oil, lemon and thyme.' },
          { '@type': 'HowToStep', text: 'Roast for 45 minutes until golden.' },
        ],
        nutrition: {
          '@type': 'NutritionInformation',
          calories: '420 kcal',
          proteinContent: '32 g',
          fatContent: '28 g',
          sodiumContent: '380 mg',
          servingSize: '1 serving',
        },
        keywords: 'chicken, traybake',
      },
    ],
  }),
);

/** Tasty Recipes-style: a lone Recipe, HTML in its strings, an ImageObject. */
const tasty = page(
  jsonLd({
    '@context': 'https://schema.org/',
    '@type': 'Recipe',
    name: 'Brown Butter Oat Cookies',
    description: '<p>Crisp edges, chewy middles &#8211; the cookie jar never stays full.</p>',
    image: {
      '@type': 'ImageObject',
      url: 'https://img.fake-kitchen.test/cookies.jpg',
      width: 1200,
    },
    recipeYield: '24 cookies',
    prepTime: 'PT20M',
    cookTime: 'PT12M',
    recipeIngredient: [
      '1 cup (226g) butter',
      '1 &frac12; cups rolled oats',
      '¾ cup brown sugar',
      '1 egg',
    ],
    recipeInstructions: [
      { '@type': 'HowToStep', text: '<strong>Brown the butter</strong> and let it cool.' },
      { '@type': 'HowToStep', text: 'Stir in the sugar, egg and oats.' },
      { '@type': 'HowToStep', text: 'Bake spoonfuls for 12 minutes.' },
    ],
  }),
);

/** A plain array of JSON-LD objects; the steps one string with line breaks. */
const array = page(
  jsonLd([
    { '@context': 'https://schema.org', '@type': 'WebSite', name: 'Fake kitchen' },
    {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Tomato Lentil Soup',
      recipeYield: 'Serves 4-6',
      totalTime: 'PT40M',
      recipeIngredient: ['1 cup red lentils', '1 can (400 g) chopped tomatoes', '1 litre stock'],
      recipeInstructions: '1. Rinse the lentils.\n2. Simmer everything for 30 minutes.\n3. Blend.',
    },
  ]),
);

/** Steps grouped in HowToSections (the section names are dropped). */
const sections = page(
  jsonLd({
    '@context': 'https://schema.org',
    '@type': ['Recipe'],
    name: 'Fish Tacos with Lime Slaw',
    recipeYield: 3,
    cookTime: 'P0DT15M',
    recipeIngredient: [
      '300 g white fish',
      '6 small tortillas',
      '1/4 red cabbage, shredded',
      '1 lime',
    ],
    recipeInstructions: [
      {
        '@type': 'HowToSection',
        name: 'For the slaw',
        itemListElement: [{ '@type': 'HowToStep', text: 'Toss the cabbage with lime juice.' }],
      },
      {
        '@type': 'HowToSection',
        name: 'For the fish',
        itemListElement: [
          { '@type': 'HowToStep', text: 'Pan-fry the fish for 3 minutes a side.' },
          { '@type': 'HowToStep', text: 'Fill the tortillas.' },
        ],
      },
    ],
  }),
);

/** Microdata only, as older themes write it. */
const microdata = page(
  '',
  `<article itemscope itemtype="http://schema.org/Recipe">
    <h1 itemprop="name">Grandma&rsquo;s Pancakes</h1>
    <img itemprop="image" src="/images/pancakes.jpg" alt="A stack of pancakes">
    <p itemprop="description">Fluffy Sunday pancakes.</p>
    <p>Serves <span itemprop="recipeYield">6</span>.
       Prep <time itemprop="prepTime" datetime="PT10M">10 min</time>,
       cook <meta itemprop="cookTime" content="PT20M">20 min.</p>
    <div itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">Gran</span></div>
    <ul>
      <li itemprop="recipeIngredient">2 cups flour</li>
      <li itemprop="recipeIngredient">2 eggs</li>
      <li itemprop="recipeIngredient">1 1/2 cups milk</li>
    </ul>
    <ol itemprop="recipeInstructions">
      <li>Whisk everything together.</li>
      <li>Cook ladlefuls on a hot pan.</li>
    </ol>
  </article>`,
);

const noRecipe = page(
  jsonLd({ '@context': 'https://schema.org', '@type': 'Article', headline: 'Ten kitchen tips' }),
  '<article><h1>Ten kitchen tips</h1><p>Keep your knives sharp.</p></article>',
);

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A small solid-colour PNG (a dish's "photo"), written by hand so the fake needs no image library. */
export function dishPng(width = 48, height = 32): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(width * 3, Buffer.from([0xc8, 0x6b, 0x2e])),
  ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const RECIPE_SITE_PAGES = {
  '/wprm': wprm,
  '/tasty': tasty,
  '/array': array,
  '/sections': sections,
  '/microdata': microdata,
  '/no-recipe': noRecipe,
} as const;

/** Listens on `port` (0: any free one). */
export async function startFakeRecipeSite(port = 0): Promise<FakeRecipeSite> {
  const requests: string[] = [];
  const html = (
    res: ServerResponse,
    body: string | Buffer,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    res.end(body);
  };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push(path);
    const known = RECIPE_SITE_PAGES[path as keyof typeof RECIPE_SITE_PAGES];
    if (known) return html(res, known);
    if (path.startsWith('/images/')) {
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end(dishPng());
    }
    switch (path) {
      case '/gzip':
        return html(res, gzipSync(tasty), { 'content-encoding': 'gzip' });
      case '/moved':
        res.writeHead(301, { location: '/wprm' });
        return res.end();
      case '/to-loopback':
        // Loopback on a port the operator did not allow.
        res.writeHead(302, { location: 'http://127.0.0.1:9/admin' });
        return res.end();
      case '/to-metadata':
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        return res.end();
      case '/loop':
        res.writeHead(302, { location: '/loop' });
        return res.end();
      case '/huge': {
        // 6 MB without a Content-Length: the reader must count as it streams.
        res.writeHead(200, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        let sent = 0;
        const more = () => {
          while (sent < 6 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', more);
          }
          res.end();
        };
        res.on('error', () => {});
        return more();
      }
      case '/broken':
        res.writeHead(500, { 'content-type': 'text/plain' });
        return res.end('oops');
      default:
        res.writeHead(404, { 'content-type': 'text/plain' });
        return res.end('not found');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${bound}`,
    host: `127.0.0.1:${bound}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
