export interface NavItem {
  label: string;
  to: string;
}

export interface NavGroup {
  id: string;
  label: string;
  items: readonly NavItem[];
}

/** spec-1 §2 "Top navigation": the three groups, in order. */
export const navGroups: readonly NavGroup[] = [
  {
    id: 'recipes',
    label: 'Recipes',
    items: [
      { label: 'Browse Recipes', to: '/recipes' },
      { label: 'Recipe Ideas', to: '/recipes/ideas' },
      { label: 'Cookbooks', to: '/collections' },
    ],
  },
  {
    id: 'meal-planning',
    label: 'Meal Planning',
    items: [
      { label: 'Meal Plans', to: '/meal-plans' },
      { label: 'Food Diary', to: '/food-diary' },
      { label: 'Grocery List', to: '/grocery-list' },
    ],
  },
  {
    id: 'my-journey',
    label: 'My Journey',
    items: [
      { label: 'Progress', to: '/progress' },
      { label: 'Achievements', to: '/achievements' },
      { label: 'Contests', to: '/contests' },
      { label: 'Credits', to: '/credits' },
      { label: 'Cooking Assistant', to: '/cooking-chat' },
    ],
  },
];
