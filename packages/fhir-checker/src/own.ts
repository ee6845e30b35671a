/**
 * A record's own entry. The checker looks up keys that come from the input (`constructor`,
 * `valueOf`, `__proto__` are valid JSON property names and codes), which must never reach
 * Object.prototype.
 */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}
