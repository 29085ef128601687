/**
 * The cooking feature's entry on the recipe page, as a module promise shared by the route (which
 * starts it with the recipe page's own code, so the buttons do not wait for a second round trip) and
 * the lazy component in app.tsx.
 */
export const loadRecipeCooking = () =>
  import('../features/cooking/recipe/cook-this-recipe').then((m) => ({
    default: m.CookThisRecipe,
  }));
