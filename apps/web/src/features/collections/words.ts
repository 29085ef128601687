/** The contract's limits (core collections/contract.ts, a zod module not loaded in the web app). */
export const MAX_NAME_LENGTH = 100;
export const MAX_DESCRIPTION_LENGTH = 1000;

export const recipesWord = (n: number) => `${n} ${n === 1 ? 'recipe' : 'recipes'}`;
