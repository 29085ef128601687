// A meal plan for tests, shared by the meal plans' and the home page's tests (never imported by the app).
import type { MealPlan } from '@mise/core';
import { memberMe } from './render';

export const PLAN_ID = '0b9a3c1e-5d4f-4a6b-8c7d-1e2f3a4b5c6d';

export function makePlan(overrides: Partial<MealPlan> = {}): MealPlan {
  return {
    id: PLAN_ID,
    author_id: memberMe.user.id,
    author_name: 'Zoe',
    title: 'Busy week',
    description: 'Quick dinners.',
    total_budget: 50,
    is_public: true,
    target_group: 'Family of four',
    health_goal_id: null,
    recipes: [],
    schedule: [],
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
