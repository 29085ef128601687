import { createContext, useContext, type ReactNode } from 'react';
import type { Recipe } from '@mise/core';

/*
 * Where the recipe page shows what other features do with a recipe: cooking it (Start Cooking, Cook
 * in mini panel, "You've cooked this N times"), adding it to the grocery list, saving it to a
 * cookbook. Features do not import each other: the recipe page leaves this slot and the app
 * (app/app.tsx) fills it with those features' components. Empty (tests of the recipe page alone), it
 * shows nothing.
 */
export interface RecipeActionsProps {
  recipe: Recipe;
  /** The servings chosen on the recipe page's scaler, carried into cooking and shopping. */
  servings: number;
}

/** What fills the slot: a render function, so the components it renders stay stable types. */
export const RecipeActionsSlot = createContext<((props: RecipeActionsProps) => ReactNode) | null>(
  null,
);

export function RecipeActions(props: RecipeActionsProps) {
  const render = useContext(RecipeActionsSlot);
  return render ? render(props) : null;
}
