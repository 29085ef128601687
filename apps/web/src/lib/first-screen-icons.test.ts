import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as lucide from 'lucide-react';
import { FIRST_SCREEN_ICONS } from '@mise/core';

/** An SVG's drawing: each child's tag and attributes, in order. */
function drawing(svgMarkup: string) {
  const svg = new DOMParser().parseFromString(svgMarkup, 'image/svg+xml').documentElement;
  return [...svg.children].map((child) => [
    child.tagName,
    Object.fromEntries([...child.attributes].map((a) => [a.name, a.value])),
  ]);
}

const pascal = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());

describe("the first screens' icons (core's web-first-screen.ts)", () => {
  it.each(Object.entries(FIRST_SCREEN_ICONS))('draw lucide’s %s', (name, inner) => {
    const icon = (lucide as unknown as Record<string, ComponentType>)[pascal(name)];
    expect(icon, name).toBeDefined();
    const ours = `<svg xmlns="http://www.w3.org/2000/svg">${inner}</svg>`;
    expect(drawing(ours)).toEqual(drawing(renderToStaticMarkup(createElement(icon!))));
  });
});
