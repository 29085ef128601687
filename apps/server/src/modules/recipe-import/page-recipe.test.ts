import { describe, expect, it } from 'vitest';
import { draftFromPage } from './page-recipe.js';

const recipe = (name: string) => ({
  '@type': 'Recipe',
  name,
  recipeIngredient: ['1 egg'],
  recipeInstructions: 'Boil it.',
});
const script = (text: string, type = 'application/ld+json') =>
  `<script type="${type}">${text}</script>`;
const page = (body: string) => `<!doctype html><html><head></head><body>${body}</body></html>`;
const title = (html: string) => draftFromPage(html, 'https://x.test/r')?.title ?? null;

/** How a page's HTML is read: which blocks count, how the awkward ones parse. */
describe('draftFromPage', () => {
  it.each([
    ['a plain block', page(script(JSON.stringify(recipe('Plain'))))],
    [
      'a block wrapped in an HTML comment',
      page(script(`<!--${JSON.stringify(recipe('Comment'))}-->`)),
    ],
    [
      'a block wrapped in CDATA',
      page(script(`/*<![CDATA[*/${JSON.stringify(recipe('Cdata'))}/*]]>*/`)),
    ],
    ['a trailing semicolon', page(script(`${JSON.stringify(recipe('Semi'))};`))],
    [
      'a type with spaces and capitals',
      page(script(JSON.stringify(recipe('Type')), ' Application/LD+JSON ')),
    ],
    [
      'a broken block before a good one',
      page(script('{ "@type": "Recipe", ') + script(JSON.stringify(recipe('Second')))),
    ],
    ['unclosed markup around it', `<div><p>${script(JSON.stringify(recipe('Unclosed')))}<span>`],
  ])('%s', (_, html) => {
    expect(title(html)).not.toBeNull();
  });

  it('ignores scripts of other types and recipes inside <template>', () => {
    expect(title(page(script(JSON.stringify(recipe('Js')), 'text/javascript')))).toBeNull();
    expect(title(page(`<template>${script(JSON.stringify(recipe('T')))}</template>`))).toBeNull();
  });

  it('prefers JSON-LD over microdata on the same page', () => {
    const html = page(
      `<div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Micro</span>` +
        `<span itemprop="recipeIngredient">1 egg</span></div>` +
        script(JSON.stringify(recipe('Json'))),
    );
    expect(title(html)).toBe('Json');
  });

  it('keeps a nested item’s properties out of the recipe (the author’s name is not the title)', () => {
    const html = page(
      `<div itemscope itemtype="http://schema.org/Recipe">` +
        `<div itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">Gran</span></div>` +
        `<h1 itemprop="name">Scones</h1><span itemprop="ingredients">2 cups flour</span></div>`,
    );
    const draft = draftFromPage(html, 'https://x.test/r');
    expect(draft?.title).toBe('Scones');
    expect(draft?.ingredients.map((i) => i.name)).toEqual(['flour']);
  });

  it('survives a deeply nested page', () => {
    const html = page(`${'<div>'.repeat(20_000)}${script(JSON.stringify(recipe('Deep')))}`);
    expect(title(html)).toBe('Deep');
  });

  it('finds nothing on a page without a recipe', () => {
    expect(draftFromPage(page('<p>Hello</p>'), 'https://x.test/')).toBeNull();
  });
});
