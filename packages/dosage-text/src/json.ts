/**
 * Reading untrusted JSON for the renderer. Every reader either returns a value of the R4 type it
 * reads or throws `Unrenderable`, which `renderDosageText` turns into `undefined`: a Dosage the
 * renderer cannot read faithfully is shown by its `Dosage.text`, never by a guess.
 */

/** The reason a Dosage has no reference sentence; caught by `renderDosageText`. */
export class Unrenderable extends Error {}

export function unrenderable(reason: string): never {
  throw new Unrenderable(reason);
}

/**
 * Lists longer than this are not rendered: no prescription has 50 dose times or ingredients, and
 * a sentence listing more would be unreadable. Checked before a list is read, so a huge array
 * costs no more time than a short one.
 */
export const maxListLength = 50;

/** Display texts longer than this are not a name of a concept; the sentence would be a paragraph. */
const maxTextLength = 200;

/** A table's own entry for a key from the data ("toString" is no route code). */
export function ownEntry<T>(
  table: Readonly<Record<string, T>>,
  key: string | undefined,
): T | undefined {
  return key !== undefined && Object.prototype.hasOwnProperty.call(table, key)
    ? table[key]
    : undefined;
}

export type JsonObject = Readonly<Record<string, unknown>>;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An element as an object whose keys are all known: its R4 elements, `id`, `extension` and the
 * `_name` siblings that carry the extensions of a primitive (extensions may be ignored by
 * definition). A `modifierExtension` changes the meaning in a way the renderer cannot know, and an
 * unknown key is not R4: both make the Dosage unrenderable. Returns undefined for an element that
 * holds extensions only: it states nothing.
 */
export function readElement(
  value: unknown,
  what: string,
  elements: readonly string[],
): JsonObject | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) return unrenderable(`${what} is not an object`);
  // FHIR JSON has no empty objects, arrays or strings: they are not R4.
  if (Object.keys(value).length === 0) return unrenderable(`${what} is empty`);
  let stated = false;
  for (const key of Object.keys(value)) {
    if (elements.includes(key)) {
      if (value[key] !== undefined) stated = true;
    } else if (key === 'modifierExtension') {
      unrenderable(`${what} has a modifier extension`);
    } else if (key === 'extension' || key === 'id') {
      if (key === 'extension' && !Array.isArray(value[key])) unrenderable(`${what}.extension`);
    } else if (!(key.startsWith('_') && elements.includes(key.slice(1)))) {
      unrenderable(`${what} has the unknown element ${key}`);
    }
  }
  return stated ? value : undefined;
}

/** A repeating element: undefined when absent, never empty nor longer than `maxListLength`. */
export function readList(value: unknown, what: string): readonly unknown[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) return unrenderable(`${what} is not an array`);
  if (value.length > maxListLength) return unrenderable(`${what} has too many entries`);
  return value.length === 0 ? unrenderable(`${what} is empty`) : value;
}

/** The entries of a list without repeats, in their first order (a list of times is a set). */
export const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

export function readString(value: unknown, what: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value === '') return unrenderable(`${what} is not a string`);
  return value;
}

/** A text for the sentence (a display, a unit): trimmed, one space between words, with a letter or digit. */
export function readText(value: unknown, what: string): string | undefined {
  const text = readString(value, what);
  if (text === undefined) return undefined;
  // Its own closing punctuation would clash with the sentence's: "for pain., max".
  const words =
    text.length > maxTextLength
      ? ''
      : text
          .replace(/\s+/g, ' ')
          .replace(/[\s.,;:]+$/, '')
          .trim();
  return /[\p{L}\p{N}%]/u.test(words) ? words : unrenderable(`${what} is no name`);
}

export type NumberKind = 'decimal' | 'integer' | 'positiveInt' | 'unsignedInt';

const integerRange: Record<Exclude<NumberKind, 'decimal'>, number> = {
  integer: -2147483648,
  positiveInt: 1,
  unsignedInt: 0,
};

export function readNumber(value: unknown, what: string, kind: NumberKind): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return unrenderable(`${what} is not a number`);
  }
  if (kind !== 'decimal') {
    if (!Number.isInteger(value) || value < integerRange[kind] || value > 2147483647) {
      unrenderable(`${what} is not a ${kind}`);
    }
  }
  numberText(value);
  return value;
}

/** A number as the data wrote it; exponent notation (1e+21) is no dose a person reads. */
export function numberText(value: number): string {
  const text = String(value);
  return /e/i.test(text) ? unrenderable(`${text} is out of range`) : text;
}

export function readBoolean(value: unknown, what: string): boolean | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'boolean' ? value : unrenderable(`${what} is not a boolean`);
}

/** A code from a closed list (a required binding). */
export function readCode<Code extends string>(
  value: unknown,
  what: string,
  codes: readonly Code[],
): Code | undefined {
  if (value === undefined) return undefined;
  const code = codes.find((candidate) => candidate === value);
  return code ?? unrenderable(`${what} is not one of ${codes.join(', ')}`);
}
