import { expect } from 'vitest';
import type {
  GroceryAddResult,
  GroceryItem,
  GroceryItemCreate,
  GroceryList,
  RecipeCreate,
} from '@mise/core';
import { call, type signUp } from '../../../test/test-app.js';

type App = Parameters<typeof call>[0];
export type Member = Awaited<ReturnType<typeof signUp>>;

/** A recipe body with these ingredients ('2 tbsp olive oil' as fields). */
export const recipeWith = (
  title: string,
  servings: number,
  ingredients: RecipeCreate['ingredients'],
  over: Partial<RecipeCreate> = {},
): RecipeCreate => ({
  title,
  servings,
  ingredients,
  steps: [{ instruction: 'Cook.' }],
  ...over,
});

export const errorOf = async (response: Response) =>
  (
    (await response.json()) as {
      error: { code: string; message: string; fields?: Record<string, string> };
    }
  ).error;

/** One member's calls to the grocery list API (`member` undefined: a guest). */
export function groceryClient(app: () => App, member: Member | undefined) {
  const send = (method: string, path: string, body?: unknown) =>
    call(app(), method, path, {
      ...(member ? { cookie: member.cookie } : {}),
      ...(body === undefined ? {} : { body }),
    });
  const expectStatus = async (response: Response, status: number) => {
    expect(response.status, await response.clone().text()).toBe(status);
    return response;
  };
  return {
    send,
    async list(): Promise<GroceryList> {
      return (await (
        await expectStatus(await send('GET', '/api/grocery-list'), 200)
      ).json()) as GroceryList;
    },
    async add(body: GroceryItemCreate): Promise<GroceryItem> {
      return (await (
        await expectStatus(await send('POST', '/api/grocery-list/items', body), 201)
      ).json()) as GroceryItem;
    },
    async patch(id: string, body: unknown): Promise<GroceryItem> {
      return (await (
        await expectStatus(await send('PATCH', `/api/grocery-list/items/${id}`, body), 200)
      ).json()) as GroceryItem;
    },
    async fromRecipes(
      recipes: Array<{ recipe_id: string; servings: number }>,
    ): Promise<GroceryAddResult> {
      return (await (
        await expectStatus(await send('POST', '/api/grocery-list/from-recipes', { recipes }), 201)
      ).json()) as GroceryAddResult;
    },
    async clear(): Promise<void> {
      const { items } = await this.list();
      for (const item of items)
        await expectStatus(await send('DELETE', `/api/grocery-list/items/${item.id}`), 204);
    },
  };
}

/** The list's lines by name (lower case), for assertions that do not care about order. */
export const byName = (list: GroceryList, name: string) =>
  list.items.filter((item) => item.name.toLowerCase() === name.toLowerCase());
