import { z } from 'zod';
import { IMAGE_MAX_BYTES, imageMessages, validateImageUrl } from './image-rules.js';

/**
 * The images contract (spec-1 §2 image picker, §4, §5, §7 Storage / stock photos / AI generation, §8,
 * §9; api.md Images): the request and response shapes of /api/images. Limits, messages and the image
 * URL rule live in image-rules.ts (no zod) and are re-exported here.
 */
export * from './image-rules.js';

export const ImageUrlSchema = z
  .string()
  .max(2000)
  .superRefine((value, ctx) => {
    const problem = validateImageUrl(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => value.trim());

/** POST /api/images and POST /api/images/generated answer with the stored image. */
export const StoredImageSchema = z.object({
  url: z.string(),
  path: z.string(),
  thumb_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  content_type: z.string(),
});
export type StoredImage = z.infer<typeof StoredImageSchema>;

/** spec-1 §3 Stock-photo result. */
export const StockPhotoSchema = z.object({
  id: z.string(),
  regular: z.string(),
  thumb: z.string(),
  description: z.string(),
});
export type StockPhoto = z.infer<typeof StockPhotoSchema>;
export const StockPhotoListSchema = z.array(StockPhotoSchema);

export const StockSearchQuerySchema = z.object({
  q: z.string().trim().min(1, imageMessages.emptySearch).max(200),
});

/** GET /api/images/providers: which outside services have keys, so the picker can say how to enable the rest. */
export const ImageProvidersSchema = z.object({ stock: z.boolean(), generate: z.boolean() });
export type ImageProviders = z.infer<typeof ImageProvidersSchema>;

const promptText = (max: number) => z.string().trim().max(max);

/** POST /api/images/generate: the recipe the picture is made from (spec-1 §7 AI image generation). */
export const GenerateImageRequestSchema = z
  .object({
    title: promptText(200).min(1, imageMessages.generateNeedsTitle),
    description: promptText(2000).default(''),
    ingredients: z
      .array(
        z.object({
          name: promptText(200),
          quantity: promptText(40).nullish(),
          unit: promptText(40).nullish(),
        }),
      )
      .max(200)
      .default([]),
    steps: z
      .array(z.object({ instruction: promptText(2000) }))
      .max(200)
      .default([]),
    cuisine: promptText(60).nullish(),
    dietary_restrictions: z.array(promptText(40)).max(20).default([]),
  })
  .strict();
export type GenerateImageRequest = z.input<typeof GenerateImageRequestSchema>;

export const GeneratedPreviewSchema = z.object({ preview_data_url: z.string() });
export type GeneratedPreview = z.infer<typeof GeneratedPreviewSchema>;

/**
 * POST /api/images/from-url: fetch a picture from the web (an imported recipe's) and store it like
 * an upload. The server fetches it by recipe import's rules (no private addresses; 5 MB; 10 s).
 */
export const ImageFromUrlSchema = z
  .object({
    url: z
      .string()
      .trim()
      .max(2000, imageMessages.invalidUrl)
      .refine((v) => /^https?:\/\/\S+$/i.test(v) && URL.canParse(v), imageMessages.invalidUrl),
  })
  .strict();

/** POST /api/images/generated: keep the previewed picture (stored like an upload). */
export const UseGeneratedImageSchema = z
  .object({
    data_url: z
      .string()
      .max(Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 64, imageMessages.fileTooLarge)
      .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/, imageMessages.wrongType),
  })
  .strict();
