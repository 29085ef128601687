import { createContext, useContext, type ReactNode } from 'react';
import type { Recipe } from '@mise/core';

/*
 * Where the recipe page shows the way into cooking (Start Cooking, Cook in mini panel, "You've cooked
 * this N times"). Features do not import each other: the recipe page leaves this slot and the app
 * (app/app.tsx) fills it with the cooking feature's component. Empty (tests of the recipe page
 * alone), it shows nothing.
 */
export interface RecipeCookingProps {
  recipe: Recipe;
  /** The servings chosen on the recipe page's scaler, carried into cooking. */
  servings: number;
}

/** What fills the slot: a render function, so the component it renders stays one stable type. */
export const RecipeCookingSlot = createContext<((props: RecipeCookingProps) => ReactNode) | null>(
  null,
);

export function RecipeCooking(props: RecipeCookingProps) {
  const render = useContext(RecipeCookingSlot);
  return render ? render(props) : null;
}
