/**
 * The shape shared by the built-in lookup tables: `lookupX(code)` gives the display name, `lookupX(code, { record:
 * true })` the whole record, and a code the table does not know comes back as the code itself.
 */

export interface Lookup<R> {
  (code: string | null | undefined): string;
  (code: string | null | undefined, options: { record: true }): R | string;
}

export interface LookupTable<R> {
  readonly records: readonly R[];
  /** The record of a code (case-insensitive), or undefined. */
  find(code: string | null | undefined): R | undefined;
  lookup: Lookup<R>;
}

export function createLookup<R>(records: readonly R[], key: (record: R) => string, name: (record: R) => string): LookupTable<R> {
  const byCode = new Map<string, R>();
  for (const record of records) byCode.set(key(record).toUpperCase(), record);
  const find = (code: string | null | undefined) => (code ? byCode.get(code.trim().toUpperCase()) : undefined);
  function lookup(code: string | null | undefined): string;
  function lookup(code: string | null | undefined, options: { record: true }): R | string;
  function lookup(code: string | null | undefined, options?: { record: true }): R | string {
    const record = find(code);
    if (record === undefined) return code ?? '';
    return options?.record ? record : name(record);
  }
  return { records, find, lookup };
}
