import { z } from 'zod';
import { RecipeSummarySchema } from '../recipes.js';
import { NUL_MESSAGE, storedText } from '../text.js';
import { contestMessages as m } from './messages.js';
import { CONTEST_STATUSES } from './rules.js';

/**
 * The contests contract (issue 15 §1; spec-1 §2 /contests, /contests/{id}, /my-entries, §3; api.md
 * "A contest"). Admins create and edit contests; members enter their own public recipes and vote,
 * once per contest, for someone else's entry while the contest is active.
 */

const title = z
  .string({ error: m.titleRequired })
  .max(120, m.titleTooLong)
  .refine((value) => !value.includes('\u0000'), NUL_MESSAGE)
  .trim()
  .min(1, m.titleRequired);

/** A moment with its offset ("2026-12-01T00:00:00Z"), kept as ISO 8601 in UTC. */
const moment = (message: string) =>
  z.iso
    .datetime({ offset: true, error: message })
    .transform((value) => new Date(value).toISOString());

const imageUrl = storedText(2000)
  .trim()
  .refine((value) => /^(https?:\/\/|\/)/i.test(value), m.imageUrl)
  .nullable();

const contestFields = {
  title,
  description: storedText(4000).trim(),
  theme: storedText(120).trim(),
  rules: storedText(4000).trim(),
  image_url: imageUrl,
  starts_at: moment(m.startsAt),
  ends_at: moment(m.endsAt),
};

/** Checked only when both moments are valid: a malformed one has its own message already. */
const endsAfterStart = (value: { starts_at?: string; ends_at?: string }) => {
  const starts = Date.parse(value.starts_at ?? '');
  const ends = Date.parse(value.ends_at ?? '');
  return Number.isNaN(starts) || Number.isNaN(ends) || ends > starts;
};

/** POST /api/contests (admins). */
export const ContestCreateSchema = z
  .object({
    ...contestFields,
    description: contestFields.description.default(''),
    theme: contestFields.theme.default(''),
    rules: contestFields.rules.default(''),
    image_url: contestFields.image_url.default(null),
  })
  .refine(endsAfterStart, { message: m.endsBeforeStart, path: ['ends_at'] });
export type ContestCreate = z.infer<typeof ContestCreateSchema>;
export type ContestForm = z.input<typeof ContestCreateSchema>;

/** PATCH /api/contests/:id (admins): any of the fields; the end must stay after the start. */
export const ContestPatchSchema = z
  .object({
    title: contestFields.title.optional(),
    description: contestFields.description.optional(),
    theme: contestFields.theme.optional(),
    rules: contestFields.rules.optional(),
    image_url: contestFields.image_url.optional(),
    starts_at: contestFields.starts_at.optional(),
    ends_at: contestFields.ends_at.optional(),
  })
  .refine(endsAfterStart, { message: m.endsBeforeStart, path: ['ends_at'] });
export type ContestPatch = z.infer<typeof ContestPatchSchema>;

export const ContestStatusSchema = z.enum(CONTEST_STATUSES);

export const ContestSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  theme: z.string(),
  rules: z.string(),
  image_url: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: ContestStatusSchema,
  entry_count: z.number().int(),
});
export type Contest = z.infer<typeof ContestSchema>;

export const ContestListSchema = z.object({
  items: z.array(ContestSchema),
  next_cursor: z.string().nullable(),
});
export type ContestList = z.infer<typeof ContestListSchema>;

/**
 * GET /api/contests — `status` active (ending soonest first, the default), upcoming (starting
 * soonest first) or past (ended most recently first).
 */
export const ContestListQuerySchema = z.object({
  status: ContestStatusSchema.default('active'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
});
export type ContestListQuery = z.infer<typeof ContestListQuerySchema>;

export const ContestEntrySchema = z.object({
  id: z.uuid(),
  contest_id: z.uuid(),
  recipe_id: z.uuid(),
  recipe: RecipeSummarySchema,
  user_id: z.string(),
  display_name: z.string(),
  note: z.string(),
  votes: z.number().int(),
  /** After the end: 1 for the winners (most votes, ties share), then dense rank; null before, or without a vote. */
  placing: z.number().int().nullable(),
  created_at: z.string(),
});
export type ContestEntry = z.infer<typeof ContestEntrySchema>;

/**
 * GET /api/contests/:id — the contest with the FIRST page of the entries the viewer may see (most
 * votes first, then first entered; the rest from GET /api/contests/:id/entries with
 * `entries_next_cursor`), the viewer's vote in it (null: none, or a guest) and, after the end, the
 * winners (whole entries, whatever page they are on; ties share) and their ids.
 */
export const ContestDetailSchema = ContestSchema.extend({
  entries: z.array(ContestEntrySchema),
  entries_next_cursor: z.string().nullable(),
  my_vote_entry_id: z.uuid().nullable(),
  winner_entry_ids: z.array(z.uuid()),
  winners: z.array(ContestEntrySchema),
});
export type ContestDetail = z.infer<typeof ContestDetailSchema>;

/** GET /api/contests/:id/entries — the next page of a contest's entries, in the read's order. */
export const ContestEntriesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(300).optional(),
});
export type ContestEntriesQuery = z.infer<typeof ContestEntriesQuerySchema>;

export const ContestEntryListSchema = z.object({
  items: z.array(ContestEntrySchema),
  next_cursor: z.string().nullable(),
});
export type ContestEntryList = z.infer<typeof ContestEntryListSchema>;

/**
 * POST and DELETE /api/contests/:id/entries/:entry_id/vote: the member's vote now, and the new vote
 * counts of the entries whose count changed (none, one, or two when a vote moved).
 */
export const ContestVoteResultSchema = z.object({
  my_vote_entry_id: z.uuid().nullable(),
  entries: z.array(z.object({ id: z.uuid(), votes: z.number().int() })),
});
export type ContestVoteResult = z.infer<typeof ContestVoteResultSchema>;

/** POST /api/contests/:id/entries */
export const ContestEntryCreateSchema = z.object({
  recipe_id: z.uuid(m.recipeId).transform((value) => value.toLowerCase()),
  note: storedText(500).trim().default(''),
});
export type ContestEntryCreate = z.infer<typeof ContestEntryCreateSchema>;

/** GET /api/me/contest-entries — the member's entries, newest first, each with its contest. */
export const MyContestEntrySchema = ContestEntrySchema.extend({
  contest: ContestSchema.pick({
    id: true,
    title: true,
    status: true,
    starts_at: true,
    ends_at: true,
  }),
});
export type MyContestEntry = z.infer<typeof MyContestEntrySchema>;

export const MyContestEntryListSchema = z.object({
  items: z.array(MyContestEntrySchema),
  next_cursor: z.string().nullable(),
});
export type MyContestEntryList = z.infer<typeof MyContestEntryListSchema>;

export const MyContestEntriesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
});
