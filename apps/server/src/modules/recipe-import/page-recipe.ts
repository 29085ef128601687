import { draftFromJsonLd, recipeNodeToDraft, type RecipeDraft } from '@mise/core';
import { parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';

/**
 * A web page's schema.org Recipe as a draft: its JSON-LD blocks first (what nearly every recipe
 * plugin writes), microdata (`itemscope itemtype=…/Recipe`, older themes) when no JSON-LD recipe is
 * there. parse5 parses the HTML as a browser would, so broken markup reads the way it renders; the
 * mapping itself is core's (recipe-import/schema-org.ts).
 */

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const isElement = (node: Node): node is Element => 'tagName' in node;
const childrenOf = (node: Node): Node[] =>
  'childNodes' in node
    ? isElement(node) && node.tagName === 'template'
      ? []
      : node.childNodes
    : [];
const attr = (element: Element, name: string) =>
  element.attrs.find((a) => a.name === name)?.value ?? null;

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  if (isElement(node) && (node.tagName === 'script' || node.tagName === 'style')) return '';
  if (isElement(node) && node.tagName === 'br') return '\n';
  const inner = childrenOf(node).map(textOf).join('');
  return isElement(node) && /^(?:p|li|div|h\d)$/.test(node.tagName) ? `${inner}\n` : inner;
}

/** Every element in document order, without recursion (a hostile page may nest deeply). */
function* elements(root: Node): Generator<Element> {
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (isElement(node)) yield node;
    const children = childrenOf(node);
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]!);
  }
}

/** A JSON-LD block's text as JSON; sites wrap it in comments or CDATA, or leave a trailing ';'. */
function parseJsonLd(text: string): unknown {
  const cleaned = text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\/\*<!\[CDATA\[\*\/|\/\*\]\]>\*\/$/g, '')
    .trim()
    .replace(/;$/, '');
  try {
    return JSON.parse(cleaned);
  } catch {
    return null;
  }
}

const isRecipeType = (itemtype: string | null) =>
  (itemtype ?? '').split(/\s+/).some((t) => /(?:^|\/)Recipe$/.test(t));

/** An itemprop's value, as microdata defines it per element. */
function propValue(element: Element): string {
  const content = attr(element, 'content');
  if (content !== null) return content;
  switch (element.tagName) {
    case 'img':
    case 'source':
    case 'video':
    case 'audio':
      return attr(element, 'src') ?? '';
    case 'a':
    case 'link':
    case 'area':
      return attr(element, 'href') ?? '';
    case 'time':
      return attr(element, 'datetime') ?? textOf(element);
    case 'data':
    case 'meter':
      return attr(element, 'value') ?? textOf(element);
    default:
      return textOf(element);
  }
}

/** An itemscope element as a schema.org-shaped object; nested scopes become nested objects. */
function readItem(scope: Element, depth = 0): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  const type = attr(scope, 'itemtype');
  if (type) item['@type'] = type.split(/\s+/).map((t) => t.replace(/^.*\//, ''));
  const add = (name: string, value: unknown) => {
    const existing = item[name];
    if (existing === undefined) item[name] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else item[name] = [existing, value];
  };
  const stack: Node[] = [...childrenOf(scope)].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isElement(node)) continue;
    const props = (attr(node, 'itemprop') ?? '').split(/\s+/).filter(Boolean);
    const nestedScope = attr(node, 'itemscope') !== null;
    if (nestedScope) {
      if (depth < 4) for (const name of props) add(name, readItem(node, depth + 1));
      continue; // a nested item's props are its own
    }
    for (const name of props) add(name, propValue(node));
    const children = childrenOf(node);
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]!);
  }
  return item;
}

/** The page's recipe as a draft, or null when it has none. */
export function draftFromPage(html: string, sourceUrl: string): RecipeDraft | null {
  const document = parse(html);
  const blocks: unknown[] = [];
  let microdata: Element | null = null;
  for (const element of elements(document)) {
    if (
      element.tagName === 'script' &&
      (attr(element, 'type') ?? '').trim().toLowerCase() === 'application/ld+json'
    ) {
      blocks.push(parseJsonLd(element.childNodes.map(textOf).join('')));
    } else if (
      !microdata &&
      attr(element, 'itemscope') !== null &&
      isRecipeType(attr(element, 'itemtype'))
    ) {
      microdata = element;
    }
  }
  const fromJsonLd = draftFromJsonLd(blocks, sourceUrl);
  if (fromJsonLd) return fromJsonLd;
  if (!microdata) return null;
  const item = readItem(microdata);
  item['@type'] = 'Recipe';
  // Microdata lists ingredients one element each; a legacy 'ingredients' prop means the same.
  item.recipeIngredient ??= item.ingredients;
  item.image = absolute(item.image, sourceUrl);
  return recipeNodeToDraft(item, sourceUrl);
}

/** Microdata images are often a relative `src`: made absolute against the page's address. */
function absolute(image: unknown, base: string): unknown {
  const first: unknown = Array.isArray(image) ? (image as unknown[])[0] : image;
  if (typeof first !== 'string' || first.trim() === '') return image;
  try {
    return new URL(first.trim(), base).href;
  } catch {
    return null;
  }
}
