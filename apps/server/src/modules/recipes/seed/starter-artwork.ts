import { createHash } from 'node:crypto';
import type { RecipeCreate } from '@mise/core';

/**
 * Pictures for the starter recipes, drawn by code from each recipe (decision 0025): a table in the
 * cuisine's colours, a plate or a bowl, and simple shapes for the recipe's main ingredients. No
 * network and no copied photos; the same recipe always gives the same picture, and a new drawing
 * version gives new storage keys, so caches never serve an old one.
 */

export const ARTWORK_WIDTH = 640;
export const ARTWORK_HEIGHT = 400;
/** The second, smaller width, for one-column phone cards and small thumbnails (`srcset`). */
export const ARTWORK_SMALL_WIDTH = 320;
/** Bump when the drawing changes: it is part of every key. */
const ARTWORK_VERSION = 'v1';

type Starter = Pick<RecipeCreate, 'title' | 'cuisine' | 'meal_type' | 'ingredients'>;

const base32 = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * A storage key in the server-made shape (`images/<13 digits>-<16 chars>.webp`, storage.ts): the
 * all-zero timestamp marks starter artwork, the rest comes from the title and the drawing version.
 */
export function starterArtworkKey(recipe: Pick<Starter, 'title'>): string {
  const digest = createHash('sha256').update(`${ARTWORK_VERSION}:${recipe.title}`).digest();
  const stem = [...digest.subarray(0, 16)].map((b) => base32[b & 31]).join('');
  return `images/0000000000000-${stem}.webp`;
}

/** The 320 px copy's key: the thumbnail shape of storage.ts (`…-thumb.webp`), beside the picture. */
export function starterArtworkSmallKey(recipe: Pick<Starter, 'title'>): string {
  return starterArtworkKey(recipe).replace(/\.webp$/, '-thumb.webp');
}

/** A small deterministic generator, seeded by the title: placements vary but never change. */
function randomFrom(seed: string) {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}

interface Palette {
  table: [string, string];
  pattern: 'checks' | 'stripes' | 'dots' | 'plain';
  accent: string;
}

// Warm, muted tablecloths that keep the food the brightest thing in the picture.
const cuisinePalettes: Record<string, Palette> = {
  'Middle Eastern': { table: ['#e9c9a0', '#d9a877'], pattern: 'dots', accent: '#2f6f73' },
  American: { table: ['#dbe7f0', '#b8cfe0'], pattern: 'checks', accent: '#c0392b' },
  Mexican: { table: ['#f4d58d', '#e8a65d'], pattern: 'stripes', accent: '#1e8c7e' },
  French: { table: ['#e4e9f2', '#c7d1e3'], pattern: 'stripes', accent: '#2c4a7c' },
  Vietnamese: { table: ['#d8ead3', '#b5d3ab'], pattern: 'plain', accent: '#b03a2e' },
  Greek: { table: ['#dcecf5', '#a9cde4'], pattern: 'stripes', accent: '#1f5f99' },
  Chinese: { table: ['#f1d7c8', '#dca58c'], pattern: 'dots', accent: '#a8322d' },
  Japanese: { table: ['#e8e1d3', '#cdbfa5'], pattern: 'plain', accent: '#3b3b3b' },
  Indian: { table: ['#f6d9a8', '#e7a95c'], pattern: 'dots', accent: '#8e2b57' },
  Italian: { table: ['#f3dcd6', '#e2b0a6'], pattern: 'checks', accent: '#2e7d4f' },
  Thai: { table: ['#e2efd9', '#bcd9a7'], pattern: 'stripes', accent: '#6a3d9a' },
  Korean: { table: ['#ece3f0', '#cdbbd8'], pattern: 'plain', accent: '#b3261e' },
  Moroccan: { table: ['#f2cfa5', '#d98c5f'], pattern: 'dots', accent: '#1d5c63' },
  British: { table: ['#dfe5dc', '#b9c6b3'], pattern: 'checks', accent: '#7a2e2e' },
  Spanish: { table: ['#f6dcb0', '#e9a96b'], pattern: 'stripes', accent: '#b5301f' },
};
const fallbackPalette: Palette = {
  table: ['#ede6da', '#d6c8b0'],
  pattern: 'plain',
  accent: '#2f6f4f',
};

/** Morning light for breakfast, dusk for dinner: a wash over the tablecloth. */
const mealLight: Record<string, string> = {
  breakfast: '#fff4c2',
  lunch: '#ffffff',
  dinner: '#3a2a4a',
  snack: '#ffe0c7',
  other: '#ffd6e3',
};

type Shape =
  | 'egg'
  | 'tomato'
  | 'herb'
  | 'greens'
  | 'bean'
  | 'rice'
  | 'noodle'
  | 'meat'
  | 'chicken'
  | 'salmon'
  | 'shrimp'
  | 'cheese'
  | 'bread'
  | 'croissant'
  | 'tortilla'
  | 'berry'
  | 'mango'
  | 'banana'
  | 'apricot'
  | 'citrus'
  | 'avocado'
  | 'mushroom'
  | 'potato'
  | 'onion'
  | 'pepper'
  | 'tofu'
  | 'dumpling'
  | 'carrot'
  | 'cocoa'
  | 'almond';

/** First match wins: more specific words come before general ones. */
const shapeWords: ReadonlyArray<[RegExp, Shape]> = [
  [/egg yolk|\beggs?\b/, 'egg'],
  [/tomato/, 'tomato'],
  [/salmon/, 'salmon'],
  [/shrimp|prawn/, 'shrimp'],
  [/chicken thigh|chicken breast/, 'chicken'],
  [/beef|lamb|pork|sirloin|tenderloin/, 'meat'],
  [/tofu/, 'tofu'],
  [/wrapper|dumpling/, 'dumpling'],
  [/noodle|vermicelli/, 'noodle'],
  [/\brice\b|oats/, 'rice'],
  [/chickpea|black bean|bean sprout/, 'bean'],
  [/feta|parmesan|gruy|queso|mascarpone|cheese/, 'cheese'],
  [/croissant|puff pastry|flour.*yeast|bread flour/, 'croissant'],
  [/baguette|savoiardi|bread/, 'bread'],
  [/tortilla/, 'tortilla'],
  [/berr/, 'berry'],
  [/mango/, 'mango'],
  [/banana/, 'banana'],
  [/apricot/, 'apricot'],
  [/lemon|lime/, 'citrus'],
  [/avocado/, 'avocado'],
  [/mushroom|porcini|shiitake/, 'mushroom'],
  [/potato/, 'potato'],
  [/onion|shallot/, 'onion'],
  [/bell pepper|jalape/, 'pepper'],
  [/carrot/, 'carrot'],
  [/cocoa|espresso/, 'cocoa'],
  [/almond|peanut|sesame seed/, 'almond'],
  [/spinach|bok choy|broccoli|lettuce|zucchini|cucumber/, 'greens'],
  [/cilantro|parsley|mint|basil|thyme|chive|scallion|oregano/, 'herb'],
];

function shapeOf(name: string): Shape | null {
  for (const [words, shape] of shapeWords) if (words.test(name)) return shape;
  return null;
}

/** The dish's own colour under the pieces: a sauce, a broth, a batter, or the bare plate. */
function baseOf(recipe: Starter, shapes: Shape[]): { fill: string; bowl: boolean } {
  const title = recipe.title.toLowerCase();
  const names = (recipe.ingredients ?? []).map((i) => i.name).join(' ');
  const bowl = /soup|risotto|tagine|masala|bibimbap|mapo|oats|hummus|sticky rice|tiramisu/.test(
    title,
  );
  if (/tiramisu/.test(title)) return { fill: '#efe2c6', bowl };
  if (/hummus/.test(title)) return { fill: '#e8d3a4', bowl };
  if (/soup/.test(title)) return { fill: '#b46b2a', bowl };
  if (/masala|tagine/.test(title)) return { fill: '#c96a2b', bowl };
  if (/mapo/.test(title)) return { fill: '#b8321f', bowl };
  if (/risotto|oats|sticky rice/.test(title)) return { fill: '#efe4c8', bowl };
  if (/bibimbap/.test(title)) return { fill: '#f4f0e6', bowl };
  if (/crushed tomatoes|fire-roasted/.test(names) && shapes.includes('egg'))
    return { fill: '#c2412b', bowl: false };
  if (/cream/.test(names) && !/tiramisu/.test(title)) return { fill: '#e9f0dc', bowl };
  return { fill: '', bowl };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Each shape drawn around (0,0) at about 40 px across, then moved, turned and scaled. */
function piece(shape: Shape, rand: () => number): string {
  const r = (lo: number, hi: number) => round(lo + rand() * (hi - lo));
  switch (shape) {
    case 'egg':
      return `<path d="M-26 -4 C-24 -24 6 -28 22 -16 C34 -6 28 18 8 22 C-12 28 -30 14 -26 -4Z" fill="#fffdf6"/><circle cx="${r(-3, 3)}" cy="${r(-3, 3)}" r="11" fill="#f6b21a"/><circle cx="-3" cy="-4" r="3.5" fill="#ffe08a"/>`;
    case 'tomato':
      return `<circle r="15" fill="#d9432f"/><circle cx="-5" cy="-5" r="4" fill="#ef7b62"/><path d="M0 -15 l4 -5 M0 -15 l-5 -3 M0 -15 l5 -1" stroke="#3f8f3a" stroke-width="3" stroke-linecap="round"/>`;
    case 'herb':
      return [0, 1, 2]
        .map(
          (i) =>
            `<ellipse cx="${i * 7 - 7}" cy="${(i % 2) * 6 - 3}" rx="7" ry="3.5" fill="${i % 2 ? '#4f9a3c' : '#2f7d32'}" transform="rotate(${r(-60, 60)} ${i * 7 - 7} 0)"/>`,
        )
        .join('');
    case 'greens':
      return `<path d="M-24 6 C-14 -18 14 -20 24 -4 C14 12 -8 16 -24 6Z" fill="#3e8e41"/><path d="M-20 5 C-6 -2 8 -6 22 -4" stroke="#a5d68f" stroke-width="2" fill="none"/>`;
    case 'bean':
      return [0, 1, 2, 3]
        .map(
          (i) =>
            `<circle cx="${r(-14, 14)}" cy="${r(-10, 10)}" r="${i % 2 ? 6 : 7}" fill="#dcb378" stroke="#b88a4c" stroke-width="1.5"/>`,
        )
        .join('');
    case 'rice':
      return Array.from(
        { length: 9 },
        () =>
          `<ellipse cx="${r(-18, 18)}" cy="${r(-12, 12)}" rx="4.5" ry="2.2" fill="#fffaf0" stroke="#e6dcc6" stroke-width="0.8" transform="rotate(${r(0, 180)})"/>`,
      ).join('');
    case 'noodle':
      return [0, 1, 2, 3]
        .map(
          (i) =>
            `<path d="M-28 ${i * 6 - 9} q7 -8 14 0 t14 0 t14 0 t14 0" stroke="${i % 2 ? '#e9c88f' : '#d9b06a'}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
        )
        .join('');
    case 'meat':
      return `<rect x="-24" y="-14" width="48" height="28" rx="12" fill="#8a4b2f"/><path d="M-14 -10 l-6 20 M-2 -12 l-6 24 M10 -12 l-6 24" stroke="#5c2f1c" stroke-width="3"/>`;
    case 'chicken':
      return `<path d="M-26 0 C-24 -18 18 -22 26 -4 C30 12 -2 20 -16 14 C-24 11 -27 6 -26 0Z" fill="#c9803f"/><path d="M-16 -6 C-4 -12 10 -12 18 -6" stroke="#e7b26f" stroke-width="3" fill="none"/>`;
    case 'salmon':
      return `<rect x="-30" y="-15" width="60" height="30" rx="9" fill="#f08a5d"/><path d="M-18 -15 q6 15 0 30 M-4 -15 q6 15 0 30 M10 -15 q6 15 0 30" stroke="#ffd2bb" stroke-width="2.5" fill="none"/><rect x="-30" y="-15" width="60" height="8" rx="4" fill="#b3522d" opacity="0.6"/>`;
    case 'shrimp':
      return `<path d="M-14 10 A15 15 0 1 1 14 6" stroke="#f07b4a" stroke-width="10" fill="none" stroke-linecap="round"/><path d="M-10 -4 A8 8 0 0 1 6 -8" stroke="#ffc9a8" stroke-width="2" fill="none"/>`;
    case 'cheese':
      return [0, 1, 2]
        .map(
          () =>
            `<rect x="${r(-18, 8)}" y="${r(-14, 4)}" width="11" height="11" rx="2" fill="#fbf3d5" stroke="#e6d7a3" stroke-width="1.5" transform="rotate(${r(-20, 20)})"/>`,
        )
        .join('');
    case 'bread':
      return `<rect x="-28" y="-16" width="56" height="32" rx="14" fill="#d9a05b"/><rect x="-22" y="-11" width="44" height="22" rx="10" fill="#f3d9a4"/>`;
    case 'croissant':
      return `<path d="M-32 8 C-26 -22 26 -22 32 8 C22 0 12 -2 0 -2 C-12 -2 -22 0 -32 8Z" fill="#d98e3a"/><path d="M-16 -10 l4 12 M0 -14 v12 M16 -10 l-4 12" stroke="#a8621f" stroke-width="2.5"/>`;
    case 'tortilla':
      return `<circle r="26" fill="#f2d49b"/><circle cx="-8" cy="-6" r="3" fill="#d4a25f"/><circle cx="9" cy="7" r="2.5" fill="#d4a25f"/><circle cx="6" cy="-11" r="2" fill="#d4a25f"/>`;
    case 'berry':
      return Array.from(
        { length: 5 },
        (_, i) =>
          `<circle cx="${r(-16, 16)}" cy="${r(-12, 12)}" r="${r(4.5, 6.5)}" fill="${['#4b2c83', '#c2263d', '#2c3e8f', '#a3213a', '#5a2d91'][i]}"/>`,
      ).join('');
    case 'mango':
      return `<path d="M-28 10 C-24 -16 22 -20 30 6 Z" fill="#f7a928"/><path d="M-18 4 l8 -12 M-4 4 l6 -14 M10 4 l4 -12" stroke="#f9cf6b" stroke-width="2.5"/>`;
    case 'banana':
      return `<path d="M-28 -8 C-18 16 18 16 28 -8 C16 6 -16 6 -28 -8Z" fill="#f4d03f" stroke="#c9a227" stroke-width="2"/>`;
    case 'apricot':
      return `<circle r="11" fill="#f39c3d"/><circle cx="14" cy="8" r="9" fill="#e8872c"/><circle cx="-3" cy="-3" r="3" fill="#f8c27a"/>`;
    case 'citrus':
      return `<circle r="15" fill="#f4e04d"/><circle r="12" fill="#fbf1a3"/><path d="M0 -12 V12 M-12 0 H12 M-8.5 -8.5 L8.5 8.5 M8.5 -8.5 L-8.5 8.5" stroke="#f4e04d" stroke-width="1.5"/>`;
    case 'avocado':
      return `<ellipse rx="24" ry="15" fill="#3d6b2a"/><ellipse rx="21" ry="12.5" fill="#c6dd7b"/><circle cx="8" cy="0" r="6.5" fill="#8a5a2b"/>`;
    case 'mushroom':
      return `<path d="M-18 2 C-18 -18 18 -18 18 2 Z" fill="#9a6a42"/><rect x="-5" y="1" width="10" height="14" rx="4" fill="#ead9bd"/>`;
    case 'potato':
      return `<path d="M-24 8 C-26 -12 10 -20 24 -6 C30 4 14 16 -4 15 C-14 14 -23 13 -24 8Z" fill="#e3b04b"/><path d="M-16 2 C-6 -6 8 -8 18 -4" stroke="#f6d98a" stroke-width="3" fill="none"/>`;
    case 'onion':
      return `<circle r="14" fill="none" stroke="#b07bb8" stroke-width="3.5"/><circle r="8" fill="none" stroke="#d4b3dc" stroke-width="3"/>`;
    case 'pepper':
      return `<path d="M-22 0 C-20 -14 20 -14 22 0 C14 -6 -14 -6 -22 0Z" fill="#d8342a"/><path d="M-16 10 C-12 0 12 0 16 10 C10 6 -10 6 -16 10Z" fill="#4caf50"/>`;
    case 'tofu':
      return [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${i * 15 - 22}" y="${(i % 2) * 10 - 10}" width="14" height="14" rx="2.5" fill="#fbf6e9" stroke="#e5d9bb" stroke-width="1.5"/>`,
        )
        .join('');
    case 'dumpling':
      return `<path d="M-26 8 C-24 -18 24 -18 26 8 Z" fill="#f6ecd6" stroke="#e3d2ad" stroke-width="1.5"/><path d="M-16 -8 q3 6 0 12 M-6 -12 q3 8 0 16 M6 -12 q3 8 0 16 M16 -8 q3 6 0 12" stroke="#dcc89d" stroke-width="1.5" fill="none"/><path d="M-26 8 H26" stroke="#c98a3f" stroke-width="4" stroke-linecap="round"/>`;
    case 'carrot':
      return Array.from(
        { length: 5 },
        () =>
          `<rect x="${r(-20, 12)}" y="${r(-12, 8)}" width="16" height="4" rx="2" fill="#f0862f" transform="rotate(${r(-40, 40)})"/>`,
      ).join('');
    case 'cocoa':
      return Array.from(
        { length: 14 },
        () =>
          `<circle cx="${r(-22, 22)}" cy="${r(-16, 16)}" r="${r(1.2, 2.6)}" fill="#6b3e26" opacity="0.8"/>`,
      ).join('');
    case 'almond':
      return Array.from(
        { length: 5 },
        () =>
          `<ellipse cx="${r(-16, 16)}" cy="${r(-10, 10)}" rx="5" ry="2.6" fill="#e8cf9f" stroke="#c79f62" stroke-width="1" transform="rotate(${r(0, 180)})"/>`,
      ).join('');
  }
}

function tablePattern(palette: Palette): string {
  const [, dark] = palette.table;
  switch (palette.pattern) {
    case 'checks':
      return `<pattern id="cloth" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="20" height="20" fill="${dark}" opacity="0.45"/><rect x="20" y="20" width="20" height="20" fill="${dark}" opacity="0.45"/></pattern>`;
    case 'stripes':
      return `<pattern id="cloth" width="36" height="36" patternUnits="userSpaceOnUse" patternTransform="rotate(-20)"><rect width="12" height="36" fill="${dark}" opacity="0.5"/></pattern>`;
    case 'dots':
      return `<pattern id="cloth" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="14" cy="14" r="4" fill="${dark}" opacity="0.55"/></pattern>`;
    case 'plain':
      return `<pattern id="cloth" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0 8 L8 0" stroke="${dark}" stroke-width="1" opacity="0.35"/></pattern>`;
  }
}

/** The pieces to draw: distinct shapes in the recipe's own order, required ingredients first. */
export function artworkShapes(recipe: Starter): Shape[] {
  const ingredients = recipe.ingredients ?? [];
  const ordered = [
    ...ingredients.filter((i) => !i.optional),
    ...ingredients.filter((i) => i.optional),
  ];
  const shapes: Shape[] = [];
  // A dish named for something not listed as such (banana *bread*, *croissants*) shows it too.
  const fromTitle = shapeOf(recipe.title.toLowerCase());
  if (fromTitle) shapes.push(fromTitle);
  for (const ingredient of ordered) {
    const shape = shapeOf(ingredient.name.toLowerCase());
    if (shape && !shapes.includes(shape)) shapes.push(shape);
  }
  const title = recipe.title.toLowerCase();
  // Eggs baked into a dough or a cream are not seen on the plate.
  const hidden = /bread|croissant|tiramisu|wellington/.test(title) ? ['egg'] : [];
  // What the title names comes first, as the star of the picture.
  const named = (shape: Shape) =>
    shapeWords.some(([words, s]) => s === shape && words.test(title)) ? 0 : 1;
  return shapes
    .filter((shape) => !hidden.includes(shape))
    .map((shape, index) => ({ shape, index }))
    .sort((a, b) => named(a.shape) - named(b.shape) || a.index - b.index)
    .map(({ shape }) => shape)
    .slice(0, 5);
}

/** The picture as SVG, 640×400: table, napkin and cutlery, then the dish and its pieces. */
export function drawStarterArtwork(recipe: Starter): string {
  const rand = randomFrom(recipe.title);
  const palette = cuisinePalettes[recipe.cuisine ?? ''] ?? fallbackPalette;
  const light = mealLight[recipe.meal_type ?? 'other'] ?? '#ffffff';
  const shapes = artworkShapes(recipe);
  const base = baseOf(recipe, shapes);
  const cx = 330;
  const cy = 205;
  const plate = base.bowl
    ? `<ellipse cx="${cx}" cy="${cy + 14}" rx="168" ry="150" fill="#000" opacity="0.16"/>
       <circle cx="${cx}" cy="${cy}" r="160" fill="${palette.accent}"/>
       <circle cx="${cx}" cy="${cy}" r="146" fill="#fbfaf6"/>
       <circle cx="${cx}" cy="${cy}" r="128" fill="${base.fill || '#f3efe6'}"/>
       <circle cx="${cx}" cy="${cy}" r="128" fill="url(#shade)"/>`
    : `<ellipse cx="${cx}" cy="${cy + 14}" rx="172" ry="156" fill="#000" opacity="0.16"/>
       <circle cx="${cx}" cy="${cy}" r="164" fill="#fdfcf8"/>
       <circle cx="${cx}" cy="${cy}" r="164" fill="none" stroke="${palette.accent}" stroke-width="5" opacity="0.8"/>
       <circle cx="${cx}" cy="${cy}" r="122" fill="#f6f3ec"/>
       ${base.fill ? `<path d="M${cx - 100} ${cy} C${cx - 96} ${cy - 90} ${cx + 90} ${cy - 104} ${cx + 104} ${cy - 6} C${cx + 112} ${cy + 80} ${cx - 70} ${cy + 112} ${cx - 100} ${cy}Z" fill="${base.fill}"/>` : ''}`;

  // Each ingredient appears a few times around the middle, the first (the star) largest.
  const placed: string[] = [];
  const spots = shapes.length || 1;
  shapes.forEach((shape, index) => {
    const copies = index === 0 ? 4 : 3;
    for (let copy = 0; copy < copies; copy += 1) {
      const angle = ((index + copy / copies) / spots) * Math.PI * 2 + rand() * 0.6;
      const distance = index === 0 && copy === 0 ? rand() * 14 : 46 + rand() * 56;
      const x = round(cx + Math.cos(angle) * distance);
      const y = round(cy + Math.sin(angle) * distance);
      const scale = round((index === 0 ? 2.1 : 1.6) * (0.85 + rand() * 0.3));
      const turn = round(rand() * 360);
      placed.push(
        `<g transform="translate(${x} ${y}) rotate(${turn}) scale(${scale})">${piece(shape, rand)}</g>`,
      );
    }
  });
  // The star drawn last, on top.
  const star = placed.slice(0, 4);
  const rest = placed.slice(4);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" viewBox="0 0 ${ARTWORK_WIDTH} ${ARTWORK_HEIGHT}">
<defs>
  <linearGradient id="table" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.table[0]}"/><stop offset="1" stop-color="${palette.table[1]}"/></linearGradient>
  <radialGradient id="light" cx="0.3" cy="0.2" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="${light}" stop-opacity="0.14"/></radialGradient>
  <radialGradient id="shade" cx="0.4" cy="0.35" r="0.7"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></radialGradient>
  ${tablePattern(palette)}
</defs>
<rect width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" fill="url(#table)"/>
<rect width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" fill="url(#cloth)"/>
<rect x="520" y="60" width="120" height="300" rx="10" fill="#fbfaf6" opacity="0.9" transform="rotate(6 580 210)"/>
<rect x="548" y="90" width="10" height="230" rx="5" fill="#9aa3ad"/>
<rect x="578" y="90" width="14" height="230" rx="7" fill="#aeb6bf"/>
<rect x="40" y="120" width="10" height="200" rx="5" fill="#9aa3ad" opacity="0.9"/>
<path d="M34 120 v34 M45 120 v34 M56 120 v34" stroke="#9aa3ad" stroke-width="4" stroke-linecap="round" opacity="0.9"/>
${plate}
${rest.join('')}
${star.join('')}
<rect width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" fill="url(#light)"/>
</svg>`;
}

/**
 * The picture as a WebP: 640 px wide for cards and the recipe page's header, or `width` (the
 * 320 px copy, drawn from the same SVG so it stays sharp).
 */
export async function renderStarterArtwork(
  recipe: Starter,
  width = ARTWORK_WIDTH,
): Promise<Uint8Array> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(drawStarterArtwork(recipe)))
    .resize({ width })
    .webp({ quality: 78, effort: 4 })
    .toBuffer();
}
