/**
 * Whether a string is a UUID (any case): ids in paths and cursors are checked with it before they
 * reach a `uuid` column, where anything else would fail at the database.
 */
export const isUuid = (id: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
