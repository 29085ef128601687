/**
 * Which widths of a recipe picture exist, and how wide it is shown: shared by the web's RecipeImage
 * component and the server's first screens (web-first-screen.ts); the web's early script keeps a
 * copy held to this by its test (it preloads the first page's largest picture before the app has
 * loaded, and must ask for exactly the candidate the <img> will pick).
 *
 * Starter artwork (decision 0025) is stored at two widths: `<key>.webp` (640 px) and
 * `<key>-thumb.webp` (320 px). The all-zero timestamp of its storage key marks it.
 */
const STARTER_ARTWORK = /^(\/uploads\/images\/0{13}-[a-z0-9]{16})\.webp$/;

/** Card widths: one column on phones, two from 640 px, three from 1024 px (the grids' classes). */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw';

/** A picture shown as wide as the screen (the recipe page's). */
export const FULL_WIDTH_SIZES = '100vw';

/** The `srcset` of a picture we know more widths of, or undefined. */
export function recipeImageSrcSet(src: string): string | undefined {
  const starter = STARTER_ARTWORK.exec(src);
  return starter ? `${starter[1]}-thumb.webp 320w, ${src} 640w` : undefined;
}
