/*
 * The grocery list's place in the query cache, shared by the features that change the list (the
 * grocery page, the recipe page's button, a meal plan's "Add to grocery list") without importing
 * each other.
 */
export const GROCERY_LIST_QUERY_KEY = ['grocery-list'] as const;
