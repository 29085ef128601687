import type { KitchenAnswer, KitchenContext, KitchenLookups } from './types.js';

export type {
  AssistantIngredient,
  AssistantRecipe,
  AssistantStep,
  KitchenAnswer,
  KitchenAnswerKind,
  KitchenContext,
  KitchenLookups,
} from './types.js';

/** Answers the cook's last message; plain text with simple Markdown lists allowed. */
export async function answerKitchenQuestion(
  question: string,
  context: KitchenContext,
  lookups: KitchenLookups,
): Promise<KitchenAnswer> {
  void question;
  void context;
  void lookups;
  return { kind: 'unknown', text: 'Work in progress.' };
}
