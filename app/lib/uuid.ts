const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from forms and addresses: anything that is not a uuid names no row (and is never sent to the database). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
