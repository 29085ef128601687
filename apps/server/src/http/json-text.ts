/**
 * A response body that is already JSON text (rendered by PostgreSQL, see recipes.repository.ts),
 * typed by the shape it holds. Routes send it as is (`sendJsonText` in openapi.ts): parsing it only to
 * serialise it again would be most of the work of a recipe list.
 */
export interface JsonText<T> {
  readonly json: string;
  /** Never set: it only carries the type of what `json` holds. */
  readonly shape?: T;
}

export const jsonText = <T>(json: string): JsonText<T> => ({ json });
