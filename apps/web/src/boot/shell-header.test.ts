import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { memberRoutes, routeModules } from '../../route-modules.mjs';
import { paintShellHeader, shellHeaders } from './shell-header';

const webRoot = path.join(import.meta.dirname, '../..');

describe('the shell paints a member page header', () => {
  it('knows every member page, with the words its PageHeader renders', () => {
    expect(Object.keys(shellHeaders).sort()).toEqual([...memberRoutes].sort());
    const modules = routeModules(memberRoutes);
    for (const [route, { title, description }] of Object.entries(shellHeaders)) {
      const source = readFileSync(path.join(webRoot, modules[route]!), 'utf8');
      expect(source, route).toContain(`title="${title}"`);
      expect(source, route).toContain(`description="${description}"`);
    }
  });

  it("puts the heading and lead sentence in the shell's place, and nothing on other pages", () => {
    document.body.innerHTML = '<div id="shell-page"><div aria-hidden="true"></div></div>';
    expect(paintShellHeader('/recipes')).toBe(false);
    expect(document.querySelector('h1')).toBeNull();
    expect(paintShellHeader('/food-diary')).toBe(true);
    expect(document.querySelector('#shell-page h1')?.textContent).toBe('Food Diary');
    expect(document.querySelector('#shell-page p')?.textContent).toBe(
      shellHeaders['/food-diary']!.description,
    );
    expect(document.querySelector('#shell-page [aria-hidden]')).toBeNull();
  });
});
