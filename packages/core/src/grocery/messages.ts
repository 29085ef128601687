/** The grocery list's words (issue 13 point 2; spec-1 §2 /grocery-list), all ours: the spec shows none. */
export const groceryMessages = {
  loadFailed: 'Failed to load your grocery list',
  signedOut: 'You must be logged in to use the grocery list',
  notFound: 'Grocery item not found',
  nameRequired: 'Item name is required',
  amountRange: 'Amount must be a number from 0 to 100,000',
  category: 'Choose an aisle from the list',
  servings: 'Servings must be more than 0 and at most 1,000',
  recipesRequired: 'Choose at least one recipe',
  tooManyRecipes: (max: number) => `Add at most ${max} recipes at once`,
  recipeId: 'The recipe id is not valid.',
  unknownRecipes: 'Some of these recipes do not exist or are private.',
  addedFromRecipe: (title: string) => `Added the ingredients of ${title} to your grocery list`,
  addedFromPlan: 'Added the meal plan to your grocery list',
  addFailed: 'Failed to add to your grocery list',
  updateFailed: 'Failed to update the item',
  deleteFailed: 'Failed to delete the item',
  clearFailed: 'Failed to clear checked items',
  emptyPlan: 'This meal plan has no recipes to shop for',
  tooManyItems: (max: number) =>
    `Your grocery list holds at most ${max} items: clear checked ones or delete some first`,
} as const;
