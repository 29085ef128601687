/**
 * A guest's first screen of the three public pages (`/`, `/recipes`, a recipe), as HTML: the server
 * reads the answers the page would ask the API for, writes this markup into index.html's shell
 * (between the `shell-page` markers) and the answers beside it (decision 0032). The page's largest
 * picture is then in the HTML, found by the browser's first look at it, and painted with the
 * stylesheet alone, before any script has run; React's first render, fed the same answers, puts the
 * same things in the same places and replaces it.
 *
 * The markup mirrors the web's components (the same classes and icons, so the same boxes); the
 * web's `first-screen.spec.ts` journey holds the two to the same places on a phone and a desktop.
 * Only what is on the first screen is written: the rest arrives with the app, below the fold. Links
 * work as links; the controls that need the app (buttons, the search, the category) are `inert`
 * until it replaces them, so a tap on them is never silently lost to a dead button.
 */
import { CARD_IMAGE_SIZES, FULL_WIDTH_SIZES, recipeImageSrcSet } from './recipe-image.js';
import { dietLabel } from './recipe-options.js';
import { formatTime } from './time.js';
import { escapeHtml, pageHeaderHtml } from './web-shell.js';

/** The public pages that have a first screen, as the web's router names them. */
export type FirstScreenRoute = '/' | '/recipes' | '/recipes/:id';

export interface FirstScreenPlan {
  route: FirstScreenRoute;
  /** The API reads (GET paths, exactly as the page's first requests name them) it is made of. */
  answers: string[];
}

/** The page size of the recipes list (the web's `useRecipes`): the first answer of `/recipes`. */
const RECIPES_FIRST_PAGE = '/api/recipes?limit=20';

/**
 * Which first screen `pathname` + `search` opens, and the answers it needs; null for every other
 * page, and for a recipe list with a search or filters (its answer depends on them: the page's
 * own skeleton then stands, as for a member).
 */
export function firstScreenPlan(pathname: string, search: string): FirstScreenPlan | null {
  if (pathname === '/') return { route: '/', answers: ['/api/inspiration/random'] };
  if (pathname === '/recipes' || pathname === '/recipes/') {
    return search === '' || search === '?'
      ? { route: '/recipes', answers: [RECIPES_FIRST_PAGE] }
      : null;
  }
  const id = /^\/recipes\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!id || id === 'create' || id === 'ideas') return null;
  try {
    return {
      route: '/recipes/:id',
      answers: [`/api/recipes/${encodeURIComponent(decodeURIComponent(id))}`],
    };
  } catch {
    return null; // a malformed escape: the page finds nothing by itself
  }
}

// ---- Markup helpers -------------------------------------------------------------------------

/** lucide's drawings of the icons the first screens show (held to lucide's by a web test). */
export const FIRST_SCREEN_ICONS = {
  'arrow-left': '<path d="m12 19-7-7 7-7"/><path d="M19 12H5"/>',
  'book-open':
    '<path d="M12 5v16"/><path d="M20.001 19A2 2 0 0022 17V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2z"/>',
  'bookmark-plus':
    '<path d="M12 7v6"/><path d="M15 10H9"/><path d="M17 3a2 2 0 0 1 2 2v15a1 1 0 0 1-1.496.868l-4.512-2.578a2 2 0 0 0-1.984 0l-4.512 2.578A1 1 0 0 1 5 20V5a2 2 0 0 1 2-2z"/>',
  'chef-hat':
    '<path d="M10 11v5"/><path d="M14 11v5"/><path d="M6 12.65c0-.457-.316-.844-.727-1.041A4 4 0 017.52 4.034a1.53 1.53 0 001.367-.547 4 4 0 016.225 0 1.53 1.53 0 001.367.547 4 4 0 012.248 7.575c-.411.197-.727.584-.727 1.04V19a2 2 0 01-2 2H8a2 2 0 01-2-2z"/><path d="M6 16h12"/>',
  'chevron-down': '<path d="m6 9 6 6 6-6"/>',
  clock: '<circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/>',
  eye: '<path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0"/><circle cx="12" cy="12" r="3"/>',
  'pencil-line':
    '<path d="M13 21h8"/><path d="m15 5 4 4"/><path d="M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z"/>',
  plus: '<path d="M5 12h14"/><path d="M12 5v14"/>',
  printer:
    '<path d="M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2"/><path d="M6 9V3a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v6"/><rect x="6" y="14" width="12" height="8" rx="1"/>',
  'refresh-cw':
    '<path d="M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8"/><path d="M21 3v5h-5"/><path d="M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16"/><path d="M8 16H3v5"/>',
  search: '<path d="m21 21-4.34-4.34"/><circle cx="11" cy="11" r="8"/>',
  'sliders-horizontal':
    '<path d="M10 5H3"/><path d="M12 19H3"/><path d="M14 3v4"/><path d="M16 17v4"/><path d="M21 12h-9"/><path d="M21 19h-5"/><path d="M21 5h-7"/><path d="M8 10v4"/><path d="M8 12H3"/>',
  sparkles:
    '<path d="M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z"/><path d="M20 2v4"/><path d="M22 4h-4"/><circle cx="4" cy="20" r="2"/>',
} as const;

/** An icon as lucide-react draws it (`aria-hidden`, 24-unit box, the size given by `classes`). */
const icon = (name: keyof typeof FIRST_SCREEN_ICONS, classes: string) =>
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" ' +
  'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" ' +
  `aria-hidden="true" class="lucide ${classes}">${FIRST_SCREEN_ICONS[name]}</svg>`;

/** The web's `buttonClasses` (components/ui/button.tsx), for the variants shown here. */
const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';
const buttonVariants = {
  primary: 'bg-emerald-700 text-white hover:bg-emerald-800',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100',
  ghost: 'text-slate-800 hover:bg-slate-100',
} as const;
const button = (variant: keyof typeof buttonVariants, size: 'sm' | 'md', extra = '') =>
  `${buttonBase} ${buttonVariants[variant]} ${size === 'sm' ? 'min-h-9 px-3 text-sm' : 'min-h-11 px-4 text-base'} ${extra}`.trim();

/** The web's Badge (components/ui/badge.tsx). */
const badgeTones = {
  neutral: 'bg-slate-100 text-slate-800',
  green: 'bg-emerald-100 text-emerald-900',
  amber: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-900',
  blue: 'bg-sky-100 text-sky-900',
} as const;
type BadgeTone = keyof typeof badgeTones;
const badge = (inner: string, tone: BadgeTone = 'neutral') =>
  '<span class="inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium print:border ' +
  `print:border-black print:bg-white print:text-black ${badgeTones[tone]}">${inner}</span>`;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface PictureOptions {
  classes: string;
  alt?: string;
  sizes?: string;
  loading: 'lazy' | 'eager' | 'priority';
  size?: { width: number; height: number };
}

/** The web's RecipeImage: the picture, or the placeholder when there is none. */
function picture(src: string | null, options: PictureOptions): string {
  if (!src) {
    return (
      '<div aria-hidden="true" class="flex items-center justify-center bg-gradient-to-br from-emerald-100 ' +
      `via-amber-50 to-orange-100 text-emerald-800/60 ${options.classes}">${icon('chef-hat', 'size-12')}</div>`
    );
  }
  const widths = recipeImageSrcSet(src);
  const srcset = widths
    ? ` srcset="${escapeHtml(widths)}" sizes="${options.sizes ?? FULL_WIDTH_SIZES}"`
    : '';
  const size = options.size ? ` width="${options.size.width}" height="${options.size.height}"` : '';
  return (
    `<img src="${escapeHtml(src)}"${srcset} alt="${escapeHtml(options.alt ?? '')}"${size} ` +
    `loading="${options.loading === 'lazy' ? 'lazy' : 'eager'}"` +
    (options.loading === 'priority' ? ' fetchpriority="high"' : '') +
    ` decoding="async" referrerpolicy="no-referrer" class="object-cover ${options.classes}">`
  );
}

/** The web's `cardImageLoading`: the first row at once, the first card first. */
const cardLoading = (index: number) => (index === 0 ? 'priority' : index < 3 ? 'eager' : 'lazy');

// ---- The answers, read defensively (they are the API's, but a shape we do not know writes nothing) --

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown) => (typeof value === 'string' && value ? value : null);
const minutes = (value: unknown) => (typeof value === 'number' ? value : 0);
const texts = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const itemsOf = (answer: unknown): Json[] | null =>
  isObject(answer) && Array.isArray(answer.items) ? answer.items.filter(isObject) : null;

// ---- `/`: the hero and the first inspirations -------------------------------------------------

const INSPIRATIONS_ID = 'home-inspirations';

function inspirationCard(meal: Json, index: number): string {
  const title = text(meal.title);
  const cuisine = optionalText(meal.cuisine);
  const kind = cuisine ? `${text(meal.category)} · ${cuisine}` : text(meal.category);
  const time = formatTime(minutes(meal.prep_time) + minutes(meal.cook_time));
  const action = (
    name: string,
    variant: 'secondary' | 'ghost',
    drawn: keyof typeof FIRST_SCREEN_ICONS,
  ) =>
    `<button type="button" class="${button(variant, 'sm')}" aria-label="${escapeHtml(`${name}: ${title}`)}">` +
    `${icon(drawn, 'size-4')}${name}</button>`;
  return (
    '<li><article class="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">' +
    picture(optionalText(meal.image_url), {
      classes: 'aspect-[16/10] w-full',
      sizes: CARD_IMAGE_SIZES,
      loading: cardLoading(index),
      size: { width: 640, height: 400 },
    }) +
    '<div class="flex flex-1 flex-col gap-1 p-4">' +
    `<h3 class="text-lg leading-snug font-semibold text-slate-900">${escapeHtml(title)}</h3>` +
    `<p class="text-sm text-slate-700">${escapeHtml(kind)}</p>` +
    (time
      ? `<p class="inline-flex items-center gap-1 text-sm text-slate-700">${icon('clock', 'size-4')}` +
        `<span class="sr-only">Total time: </span>${escapeHtml(time)}</p>`
      : '') +
    '<div inert class="mt-auto flex flex-wrap gap-2 pt-3">' +
    action('Customize', 'secondary', 'pencil-line') +
    action('Save', 'secondary', 'bookmark-plus') +
    action('View', 'ghost', 'eye') +
    '</div></div></article></li>'
  );
}

function homeScreen([random]: unknown[]): string | null {
  const meals = itemsOf(random);
  if (!meals || meals.length === 0) return null;
  return (
    '<section class="rounded-2xl bg-emerald-800 px-6 py-10 text-white sm:px-10 sm:py-14">' +
    '<h1 class="text-4xl font-bold tracking-tight sm:text-5xl">Mise</h1>' +
    '<p class="mt-3 max-w-2xl text-lg text-emerald-50 sm:text-xl">Your AI-powered recipe hub: find ' +
    'inspiration, cook step by step, plan your meals and watch your skills grow.</p>' +
    '<div class="mt-6 flex flex-wrap gap-3">' +
    `<a href="/recipes" class="${button('secondary', 'md')}">${icon('book-open', 'size-5')}Browse Recipes</a>` +
    '<a href="/recipes/ideas" class="inline-flex min-h-11 items-center gap-2 rounded-lg border border-white/70 ' +
    `px-4 font-medium text-white hover:bg-white/10">${icon('sparkles', 'size-5')}Get Recipe Ideas</a>` +
    '</div></section>' +
    `<section aria-labelledby="${INSPIRATIONS_ID}" class="mt-10">` +
    `<h2 id="${INSPIRATIONS_ID}" class="mb-4 text-2xl font-semibold tracking-tight text-slate-900">Recipe Inspirations</h2>` +
    '<div inert class="mb-4 flex flex-wrap items-end gap-3"><div class="flex flex-col gap-1">' +
    '<label for="shell-category" class="text-sm font-medium text-slate-900">Category</label>' +
    '<select id="shell-category" class="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-slate-900">' +
    '<option>Random picks</option></select></div>' +
    `<button type="button" class="${button('secondary', 'md')}">${icon('refresh-cw', 'size-5')}Refresh</button>` +
    '</div>' +
    `<ul class="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">${meals.map(inspirationCard).join('')}</ul>` +
    '</section>'
  );
}

// ---- `/recipes`: the header, the search and the first cards -----------------------------------

/** How many cards the first screen holds: two rows on a desktop, more than a phone's screen. */
const FIRST_CARDS = 6;

const complexityTone: Record<string, BadgeTone> = {
  easy: 'green',
  medium: 'blue',
  hard: 'amber',
  expert: 'red',
};

function recipeCard(recipe: Json, index: number): string {
  const title = text(recipe.title);
  const description = optionalText(recipe.description);
  const totalTime = formatTime(minutes(recipe.prep_time) + minutes(recipe.cook_time));
  const complexity = text(recipe.complexity);
  const cuisine = optionalText(recipe.cuisine);
  const allDiets = texts(recipe.dietary_restrictions);
  const diets = allDiets.slice(0, 3);
  const moreDiets = allDiets.length - diets.length;
  return (
    '<li><article class="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 ' +
    'bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">' +
    picture(optionalText(recipe.image_url), {
      classes: 'aspect-[16/10] w-full',
      sizes: CARD_IMAGE_SIZES,
      loading: cardLoading(index),
    }) +
    '<div class="flex flex-1 flex-col gap-2 p-4">' +
    '<h2 class="text-lg leading-snug font-semibold text-slate-900">' +
    `<a href="/recipes/${escapeHtml(encodeURIComponent(text(recipe.id)))}" class="rounded after:absolute ` +
    `after:inset-0 after:content-[''] group-hover:underline focus-visible:outline-none">${escapeHtml(title)}</a></h2>` +
    (description
      ? `<p class="line-clamp-2 text-sm text-slate-700">${escapeHtml(description)}</p>`
      : '') +
    '<div class="mt-auto flex flex-wrap items-center gap-2 pt-2 text-sm text-slate-700">' +
    (totalTime
      ? `<span class="inline-flex items-center gap-1">${icon('clock', 'size-4')}` +
        `<span class="sr-only">Total time: </span>${escapeHtml(totalTime)}</span>`
      : '') +
    badge(
      `<span class="sr-only">Complexity: </span>${escapeHtml(capitalise(complexity))}`,
      complexityTone[complexity] ?? 'neutral',
    ) +
    (cuisine ? badge(escapeHtml(cuisine)) : '') +
    diets.map((diet) => badge(escapeHtml(dietLabel(diet)), 'green')).join('') +
    (moreDiets > 0 ? badge(`+${moreDiets} more`) : '') +
    '</div></div></article></li>'
  );
}

/** The four filters as they stand open on a wide screen (the web's FilterSelects, nothing chosen). */
const filterSelects = (
  [
    ['Cuisine', 'All'],
    ['Complexity', 'All'],
    ['Diet', 'All'],
    ['Total time', 'Any'],
  ] as const
)
  .map(
    ([label, all]) =>
      `<div class="flex flex-col gap-1"><label class="text-sm font-medium text-slate-900">${label}</label>` +
      '<select class="block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 ' +
      `placeholder:text-slate-500 aria-[invalid=true]:border-red-700 disabled:bg-slate-100"><option>${all}</option></select></div>`,
  )
  .join('');

function recipesScreen([list]: unknown[]): string | null {
  const recipes = itemsOf(list);
  // Only public recipes reach a guest; an empty list keeps the page's own empty state.
  if (!recipes || recipes.length === 0 || recipes.some((recipe) => recipe.is_public !== true)) {
    return null;
  }
  return (
    pageHeaderHtml(
      'Browse Recipes',
      'Find public recipes and your own by name, cuisine, diet or cooking time.',
      `<a href="/recipes/create" class="${button('primary', 'md', 'print:hidden')}">${icon('plus', 'size-5')}Create Recipe</a>`,
    ) +
    '<section aria-label="Search and filters" class="mb-6 flex flex-col gap-4 rounded-xl border border-slate-200 ' +
    'bg-white p-4 sm:p-5 print:hidden"><form inert role="search" class="flex flex-col gap-1">' +
    '<label for="shell-search" class="text-sm font-medium text-slate-900">Search recipes</label>' +
    '<div class="relative">' +
    icon(
      'search',
      'pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500',
    ) +
    '<input id="shell-search" type="search" placeholder="Pasta, curry, pancakes…" autocomplete="off" ' +
    'enterkeyhint="search" class="block w-full rounded-lg border border-slate-400 bg-white py-2 pr-3 pl-10 ' +
    'text-base text-slate-900 placeholder:text-slate-500"></div></form>' +
    // The filters fold behind a button on a phone and stand open in one row from 1024 px.
    '<div inert class="flex flex-col gap-4"><button type="button" class="inline-flex min-h-11 items-center gap-2 ' +
    'self-start rounded-lg border border-slate-400 bg-white px-4 font-medium text-slate-900 hover:bg-slate-50 lg:hidden">' +
    `${icon('sliders-horizontal', 'size-5')}Filters${icon('chevron-down', 'size-4 motion-safe:transition-transform')}</button>` +
    `<div class="hidden gap-4 sm:grid-cols-2 lg:grid lg:grid-cols-4">${filterSelects}</div></div></section>` +
    `<ul class="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">${recipes.slice(0, FIRST_CARDS).map(recipeCard).join('')}</ul>`
  );
}

// ---- `/recipes/:id`: the title, the photo, the description and the badges --------------------

function recipeScreen([recipe]: unknown[]): string | null {
  if (!isObject(recipe) || recipe.is_public !== true || typeof recipe.title !== 'string')
    return null;
  const title = recipe.title;
  const image = optionalText(recipe.image_url);
  const description = optionalText(recipe.description);
  const cuisine = optionalText(recipe.cuisine);
  const mealType = optionalText(recipe.meal_type);
  return (
    '<a href="/recipes" class="mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-emerald-800 ' +
    `hover:underline print:hidden">${icon('arrow-left', 'size-4')}Back to recipes</a>` +
    '<article class="print:text-black">' +
    pageHeaderHtml(
      title,
      undefined,
      `<button inert type="button" class="${button('ghost', 'md', 'print:hidden')}">` +
        `${icon('printer', 'size-5')}Print</button>`,
    ) +
    '<div class="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] print:block"><div class="flex flex-col gap-4">' +
    picture(image, {
      classes: 'aspect-[16/10] w-full rounded-2xl print:hidden',
      alt: image ? `Photo of ${title}` : '',
      loading: 'priority',
    }) +
    (description
      ? `<p class="text-lg whitespace-pre-line text-slate-800 print:text-black">${escapeHtml(description)}</p>`
      : '') +
    '<div class="flex flex-wrap gap-2">' +
    badge(
      `<span class="sr-only">Complexity: </span>${escapeHtml(capitalise(text(recipe.complexity)))}`,
      'blue',
    ) +
    (cuisine ? badge(escapeHtml(cuisine)) : '') +
    (mealType && mealType !== 'other' ? badge(escapeHtml(capitalise(mealType))) : '') +
    texts(recipe.dietary_restrictions)
      .map((diet) => badge(escapeHtml(dietLabel(diet)), 'green'))
      .join('') +
    '</div></div></div></article>'
  );
}

const screens: Record<FirstScreenRoute, (answers: unknown[]) => string | null> = {
  '/': homeScreen,
  '/recipes': recipesScreen,
  '/recipes/:id': recipeScreen,
};

/** The first screen of `route` from its plan's answers (in order), or null when they do not make one. */
export function firstScreenHtml(route: FirstScreenRoute, answers: unknown[]): string | null {
  return screens[route](answers);
}

/**
 * index.html with a guest's first screen in its shell and the answers it was made from in its head
 * (a JSON data block, which no CSP forbids: it is never run), for the early script to hand to the
 * app; `answers` maps each API path to its JSON text. The preloads of the app's code are dropped:
 * the app loads once the first screen's picture is shown (the web's main.tsx), so that on a slow
 * link the picture does not share the bandwidth with ~130 KB of script.
 */
export function withFirstScreen(
  indexHtml: string,
  screenHtml: string,
  answers: Readonly<Record<string, string>>,
): string {
  // `<` written as \u003c: no text of an answer can close the block or open a comment.
  const json = `{${Object.entries(answers)
    .map(([path, body]) => `${JSON.stringify(path)}:${body}`)
    .join(',')}}`.replace(/</g, '\\u003c');
  return indexHtml
    .replace(/<link [^>]*data-after-first-screen[^>]*>\s*/g, '')
    .replace(
      '<!--first-answers-->',
      () => `<script type="application/json" id="mise-first-answers">${json}</script>`,
    )
    .replace(
      /<!--shell-page-->[\s\S]*?<!--\/shell-page-->/,
      () => `<!--shell-page-->${screenHtml}<!--/shell-page-->`,
    );
}
