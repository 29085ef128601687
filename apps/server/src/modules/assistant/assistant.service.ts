import {
  answerKitchenQuestion,
  assistantMessages as m,
  buildSystemPrompt,
  conversationTitle,
  isUuid,
  type AssistantRecipe,
  type ChatConversationDetail,
  type ChatConversationList,
  type ChatRequest,
  type Recipe,
} from '@mise/core';
import { createUIMessageStream, streamText, type LanguageModel, type UIMessageChunk } from 'ai';
import { AppError } from '../../http/app-error.js';
import type { Logger } from '../../http/logger.js';
import type { CreditSpend, CreditSpender } from '../credits/credits.port.js';
import { decodeCursor, encodeCursor } from '../cursor.js';
import type { NutritionService } from '../nutrition/nutrition.service.js';
import type { RecipesService } from '../recipes/recipes.service.js';
import type { AssistantRepository } from './assistant.repository.js';

/** The answer as a UI message stream (the AI SDK's protocol), and the conversation it is kept in. */
export interface ChatReply {
  conversation_id: string;
  stream: ReadableStream<UIMessageChunk>;
}

/** The AI provider when one is set: its model, and how long it may stay silent (spec-1 §9). */
export interface AssistantProvider {
  model: LanguageModel;
  /** The first token, and each one after, must come within this (ms). */
  silenceMs: number;
}

const conversationNotFound = () => new AppError('NOT_FOUND', m.conversationNotFound);
const recipeNotFound = () => new AppError('NOT_FOUND', m.recipeNotFound);

/** Why a provider stream was cut: the member stopped it, or the provider went quiet. */
class SilenceTimeout extends Error {
  override readonly name = 'SilenceTimeout';
}

/** The recipe as the assistant reads it, from the recipe the member sees (recipes service). */
function assistantRecipeOf(recipe: Recipe): AssistantRecipe {
  return {
    id: recipe.id,
    title: recipe.title,
    servings: recipe.servings,
    ingredients: recipe.ingredients.map((i) => ({
      name: i.name,
      amount: i.amount,
      unit: i.unit,
      notes: i.notes,
    })),
    steps: recipe.steps.map((s) => ({
      instruction: s.instruction,
      time_required: s.time_required,
    })),
  };
}

/** A text answer written as one text part, a line at a time (the local helper answers at once). */
function writeText(write: (chunk: UIMessageChunk) => void, id: string, text: string) {
  write({ type: 'text-start', id });
  for (const piece of text.match(/[^\n]*\n|[^\n]+$/g) ?? [text])
    write({ type: 'text-delta', id, delta: piece });
  write({ type: 'text-end', id });
}

/**
 * The cooking assistant (issue 15 §2). With an AI provider a member's question costs credits and is
 * streamed from the provider (the recipe in the system prompt as data); without one, or with
 * `helper: 'local'`, core's local kitchen helper answers for free through the same stream protocol.
 * Conversations are the member's own: someone else's is 404.
 */
export function createAssistantService(deps: {
  repo: AssistantRepository;
  recipes: Pick<RecipesService, 'read' | 'recipesWith'>;
  nutrition: Pick<NutritionService, 'foodIndex'>;
  credits: CreditSpender;
  provider: AssistantProvider | null;
  logger: Logger;
}) {
  const { repo, recipes, nutrition, credits, provider, logger } = deps;

  async function recipeFor(id: string | null | undefined, userId: string) {
    if (!id) return null;
    try {
      return assistantRecipeOf(JSON.parse((await recipes.read(id, userId)).json) as Recipe);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') throw recipeNotFound();
      throw error;
    }
  }

  /**
   * Streams the provider's answer into `write`, noting in `outcome` the text given so far and
   * whether it failed (kept there, so a throw mid-stream still knows what was delivered).
   */
  async function streamFromProvider(
    active: AssistantProvider,
    input: ChatRequest,
    system: string,
    write: (chunk: UIMessageChunk) => void,
    abortSignal: AbortSignal | undefined,
    outcome: { text: string; failed: boolean },
  ): Promise<void> {
    const silence = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => silence.abort(new SilenceTimeout()), active.silenceMs);
    };
    watch();
    try {
      const result = streamText({
        model: active.model,
        system,
        messages: input.messages.map((message) => ({
          role: message.role,
          content: message.content,
        })),
        abortSignal: abortSignal ? AbortSignal.any([abortSignal, silence.signal]) : silence.signal,
        // One call, one charge: a retry would be a second call the member did not ask for.
        maxRetries: 0,
        onError: () => {}, // reported below, through the UI stream's onError
      });
      const chunks = result.toUIMessageStream({
        sendReasoning: false,
        onError: (error) => {
          outcome.failed = true;
          logger.warn('assistant provider failed', {
            error: error instanceof Error ? error.name : 'unknown',
          });
          return m.providerFailed;
        },
      });
      for await (const chunk of chunks) {
        watch();
        if (chunk.type === 'text-delta') outcome.text += chunk.delta;
        if (chunk.type === 'abort' && silence.signal.aborted) {
          outcome.failed = true;
          logger.warn('assistant provider went silent', { silence_ms: active.silenceMs });
          write({ type: 'error', errorText: m.providerFailed });
          continue;
        }
        write(chunk);
      }
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /**
     * Answers the member's last message. Everything that can refuse (the recipe, the conversation,
     * the credits: 402 with nothing called) is checked before the stream starts; the question is
     * kept before the call, the answer when the stream ends.
     */
    async chat(userId: string, input: ChatRequest, abortSignal?: AbortSignal): Promise<ChatReply> {
      const question = input.messages.at(-1)!.content;
      const recipe = await recipeFor(input.recipe_id, userId);
      if (input.conversation_id && !(await repo.owns(input.conversation_id, userId)))
        throw conversationNotFound();
      const active = input.helper === 'local' ? null : provider;
      const spend: CreditSpend | null = active ? await credits.spend(userId, 'ai_chat') : null;

      let conversationId: string;
      try {
        if (input.conversation_id) {
          conversationId = input.conversation_id;
          if (!(await repo.append(conversationId, userId, { role: 'user', content: question })))
            throw conversationNotFound();
        } else {
          conversationId = await repo.start(userId, {
            title: conversationTitle(question),
            recipe_id: recipe?.id ?? null,
            question,
          });
        }
      } catch (error) {
        await spend?.refund();
        throw error;
      }

      const context = {
        recipe,
        servings: input.servings ?? null,
        step_index: input.step_index ?? null,
      };
      const stream = createUIMessageStream({
        // Anything thrown is said in our words: never a provider's body, a stack or the key.
        onError: () => m.providerFailed,
        execute: async ({ writer }) => {
          const write = (chunk: UIMessageChunk) => writer.write(chunk);
          const outcome = { text: '', failed: false };
          try {
            write({
              type: 'data-conversation',
              id: 'conversation',
              data: { id: conversationId },
              transient: true,
            });
            if (active) {
              await streamFromProvider(
                active,
                input,
                buildSystemPrompt(context),
                write,
                abortSignal,
                outcome,
              );
            } else {
              const answer = await answerKitchenQuestion(question, context, {
                foods: () => nutrition.foodIndex(),
                recipesWith: (names) => recipes.recipesWith(names, userId),
              });
              outcome.text = answer.text;
              write({ type: 'start', messageMetadata: { helper: 'local', kind: answer.kind } });
              writeText(write, 'local-answer', answer.text);
              write({ type: 'finish' });
            }
          } catch (error) {
            outcome.failed = true;
            logger.error('assistant answer failed', {
              error: error instanceof Error ? error.name : 'unknown',
            });
            write({ type: 'error', errorText: m.providerFailed });
          }
          try {
            const text = outcome.text.trim() ? outcome.text : '';
            if (text)
              await repo.append(conversationId, userId, { role: 'assistant', content: text });
            // Nothing delivered: the credit comes back (a member's Stop is not a failure).
            if (spend && outcome.failed && !text) await spend.refund();
          } catch (error) {
            logger.error('assistant answer not saved', {
              error: error instanceof Error ? error.name : 'unknown',
            });
          }
        },
      });
      return { conversation_id: conversationId, stream };
    },

    async list(
      userId: string,
      query: { limit: number; cursor?: string | undefined },
    ): Promise<ChatConversationList> {
      const rows = await repo.list(userId, {
        after: decodeCursor(query.cursor),
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(({ cursor_updated_at: _, user_id: __, ...row }) => row),
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor({ created_at: last.cursor_updated_at, id: last.id })
            : null,
      };
    },

    async read(id: string, userId: string): Promise<ChatConversationDetail> {
      const row = isUuid(id) ? await repo.findWithMessages(id, userId) : undefined;
      if (!row) throw conversationNotFound();
      const { user_id: _, ...conversation } = row;
      return conversation;
    },

    async delete(id: string, userId: string): Promise<void> {
      if (!isUuid(id) || !(await repo.delete(id, userId))) throw conversationNotFound();
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
