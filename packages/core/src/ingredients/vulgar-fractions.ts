/**
 * Unicode vulgar fractions (½, ⅓ …) as ASCII. Recipes pasted from the web use them, but a stored
 * quantity only holds digits, dots, slashes and spaces (spec-1 §5), so they are rewritten before
 * anything else reads the text.
 */
const VULGAR_FRACTIONS: Readonly<Record<string, string>> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};

const VULGAR = new RegExp(`[${Object.keys(VULGAR_FRACTIONS).join('')}]`, 'g');

/**
 * '½ cup' → '1/2 cup', '1½' → '1 1/2' (a digit right before the glyph makes a mixed number, so it
 * gets a space), and the fraction slash '⁄' becomes '/'.
 */
export function replaceVulgarFractions(text: string): string {
  return text
    .replace(VULGAR, (glyph, offset: number, whole: string) => {
      const ascii = VULGAR_FRACTIONS[glyph] ?? glyph;
      return /\d/.test(whole.charAt(offset - 1)) ? ` ${ascii}` : ascii;
    })
    .replace(/⁄/g, '/');
}
