/**
 * A UUID of any version, as the contracts' `Id` (`z.uuid()`) accepts; written out rather than imported from
 * zod, whose pattern module is larger than this check deserves in the first load.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Whether a `$id` path parameter can name anything: any other value is a 404 without asking the API. */
export function isId(value: string): boolean {
  return UUID.test(value);
}
