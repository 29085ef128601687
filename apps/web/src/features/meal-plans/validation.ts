import { zodResolver } from '@hookform/resolvers/zod';
import { MealPlanCreateSchema } from '@mise/core';

/** The meal plan form's check, core's create contract: loaded after the form paints. */
export const mealPlanCreateResolver = zodResolver(MealPlanCreateSchema);
