import { CollectionDetailSchema, CollectionListSchema, CollectionSchema } from '@mise/core';
import { describe, expect, it } from 'vitest';
import { collectionDetailOf, collectionListOf, collectionOf } from './answers';
import { makeCollection, makeSummary } from './test-fixtures';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The hand checks accept what core's schemas accept, and refuse what they refuse. */
describe('cookbook answers checked by hand', () => {
  const collection = makeCollection({ id: uuid(1), cover_image_url: '/a.jpg', recipe_count: 2 });

  it('a cookbook', () => {
    expect(collectionOf(collection)).toEqual(CollectionSchema.parse(collection));
    const marked = { ...collection, contains_recipe: true };
    expect(collectionOf(marked)).toEqual(CollectionSchema.parse(marked));
    for (const bad of [
      { ...collection, recipe_count: '2' },
      { ...collection, is_public: 'yes' },
      { ...collection, cover_image_url: 3 },
      { ...collection, contains_recipe: 'no' },
      { ...collection, name: undefined },
      null,
    ]) {
      expect(() => collectionOf(bad)).toThrow();
      expect(CollectionSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('a list', () => {
    const list = { items: [collection], next_cursor: 'abc' };
    expect(collectionListOf(list)).toEqual(CollectionListSchema.parse(list));
    for (const bad of [{ items: [collection], next_cursor: 3 }, { items: 'x' }, []]) {
      expect(() => collectionListOf(bad)).toThrow();
      expect(CollectionListSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('a cookbook with its recipes', () => {
    const detail = { ...collection, recipes: [makeSummary({ id: uuid(2) })] };
    expect(collectionDetailOf(detail).recipes.map((r) => r.id)).toEqual(
      CollectionDetailSchema.parse(detail).recipes.map((r) => r.id),
    );
    for (const bad of [{ ...collection }, { ...collection, recipes: [{ id: 1 }] }]) {
      expect(() => collectionDetailOf(bad)).toThrow();
      expect(CollectionDetailSchema.safeParse(bad).success).toBe(false);
    }
  });
});
