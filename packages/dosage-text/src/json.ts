/**
 * Reading untrusted JSON for the renderer. The input is first copied, once, into objects without
 * a prototype (`snapshot`): each own property is read exactly once, so a getter cannot answer
 * one thing to a check and another to the sentence, and a polluted `Object.prototype` in the host
 * application cannot add elements. Every reader then returns a value of the R4 type it reads or
 * throws `Unrenderable`, which `renderDosageText` turns into `undefined`.
 */

/** The reason a Dosage has no sentence; caught by `renderDosageText`. */
export class Unrenderable extends Error {}

export function unrenderable(reason: string): never {
  throw new Unrenderable(reason);
}

/**
 * Lists longer than this are not rendered: no prescription has 50 dose times or ingredients, and
 * a sentence listing more would be unreadable. Checked before a list is copied, so a huge array
 * costs no more time than a short one.
 */
export const maxListLength = 50;

// Taken when the module loads, so a host that replaces them later changes nothing here.
const hasOwnProperty = Object.prototype.hasOwnProperty;
const objectKeys = Object.keys;
const isArray = Array.isArray;

export const hasOwn = (value: object, key: string): boolean => hasOwnProperty.call(value, key);

/** A list too long to copy; reading it where the sentence needs it makes the Dosage unrenderable. */
const tooLong: unique symbol = Symbol('list longer than maxListLength');
/** A part nested deeper than any R4 Dosage element; the same. */
const tooDeep: unique symbol = Symbol('nested deeper than a Dosage');

/** Extensions and their contents are never read, only whether they are there. */
const notCopied = new Set(['extension', 'modifierExtension']);

/** Extensions keep their shape (absent, an empty list, a list, something else), not their content. */
function extensionShape(value: unknown): unknown {
  if (value === undefined || !isArray(value)) return value === undefined ? undefined : {};
  return value.length === 0 ? [] : [{}];
}

/** Dosage.doseAndRate[].rateRatio.numerator.value is six levels down; extensions are not copied. */
const maxDepth = 8;

export type JsonObject = Readonly<Record<string, unknown>>;

/**
 * A copy of a JSON value made of null-prototype objects and arrays, reading each own enumerable
 * property once. Lists longer than `maxListLength` and parts deeper than a Dosage are replaced by
 * markers; the contents of `extension` and `modifierExtension` by an empty list of the same kind.
 */
export function snapshot(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth > maxDepth) return tooDeep;
  if (isArray(value)) {
    const length = value.length;
    if (length > maxListLength) return tooLong;
    const copy: unknown[] = [];
    for (let index = 0; index < length; index += 1) {
      // A hole is no JSON value; hasOwn keeps an inherited index from filling it.
      copy.push(hasOwnProperty.call(value, index) ? snapshot(value[index], depth + 1) : undefined);
    }
    return copy;
  }
  const copy = Object.create(null) as Record<string, unknown>;
  for (const key of objectKeys(value)) {
    const entry: unknown = (value as Record<string, unknown>)[key];
    copy[key] = notCopied.has(key) ? extensionShape(entry) : snapshot(entry, depth + 1);
  }
  return copy;
}

function checkMarker(value: unknown, what: string): void {
  if (value === tooLong) unrenderable(`${what} has more than ${maxListLength} entries`);
  if (value === tooDeep) unrenderable(`${what} is nested too deep`);
}

/** A table's own entry for a key from the data ("toString" is no route code). */
export function ownEntry<T>(
  table: Readonly<Record<string, T>>,
  key: string | undefined,
): T | undefined {
  return key !== undefined && hasOwnProperty.call(table, key) ? table[key] : undefined;
}

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !isArray(value);

/**
 * An element as an object whose keys are all known: its R4 elements, `id`, `extension` and the
 * `_name` siblings that carry the extensions of a primitive (extensions may be ignored by
 * definition). An unknown key is not R4. A `modifierExtension` changes the meaning in a way the
 * renderer cannot know, and R4 forbids ignoring one: both make the Dosage unrenderable. Returns
 * undefined for an element that holds extensions only: it states nothing.
 */
export function readElement(
  value: unknown,
  what: string,
  elements: readonly string[],
): JsonObject | undefined {
  if (value === undefined) return undefined;
  checkMarker(value, what);
  if (!isObject(value)) return unrenderable(`${what} is not an object`);
  const keys = objectKeys(value);
  // R4 ele-1, and FHIR JSON has no empty objects.
  if (keys.length === 0) return unrenderable(`${what} is empty`);
  let stated = false;
  for (const key of keys) {
    if (elements.includes(key)) {
      if (value[key] !== undefined) stated = true;
    } else if (key === 'modifierExtension') {
      unrenderable(`${what} has a modifier extension`);
    } else if (key === 'extension') {
      readList(value[key], `${what}.extension`);
    } else if (key === 'id') {
      readString(value[key], `${what}.id`);
    } else if (!(key.startsWith('_') && elements.includes(key.slice(1)))) {
      unrenderable(`${what} has the unknown element ${key}`);
    }
  }
  return stated ? value : undefined;
}

/** A repeating element: undefined when absent, never empty nor longer than `maxListLength`. */
export function readList(value: unknown, what: string): readonly unknown[] | undefined {
  if (value === undefined) return undefined;
  checkMarker(value, what);
  if (!isArray(value)) return unrenderable(`${what} is not an array`);
  return value.length === 0 ? unrenderable(`${what} is empty`) : value;
}

/** The entries of a list without repeats, in their first order (a list of times is a set). */
export const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/**
 * R4 string: no control character below U+0020 but tab, line feed and carriage return; FHIR
 * JSON has no empty string and no string of whitespace only.
 */
// eslint-disable-next-line no-control-regex -- the R4 definition of a string names these characters
const notR4String = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

export function readString(value: unknown, what: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '' || notR4String.test(value)) {
    return unrenderable(`${what} is not an R4 string`);
  }
  return value;
}

/**
 * Characters that change how the text around them is shown without being seen: bidirectional
 * embeddings, overrides, isolates and marks, zero-width characters, the byte-order mark, and the
 * C1 controls (R4 already forbids the C0 ones). A unit `‮gm 01‬` would display as "10 mg"; such
 * a string is never written into a sentence.
 */
const hiddenCharacters = /[\u0080-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/;

/** Whether a string of the data can be written into a sentence as it is. */
export const sayable = (text: string): boolean => !hiddenCharacters.test(text);

/** A text for the sentence (a display, a unit): one space between words, no closing punctuation. */
export function readText(value: unknown, what: string): string | undefined {
  const text = readString(value, what);
  // Left as it is, so the reader that wants to write it sees what it hides (U+FEFF is a space to \s).
  if (text === undefined || !sayable(text)) return text;
  // Its own closing punctuation would clash with the sentence's: "for pain., max".
  const words = text
    .replace(/\s+/g, ' ')
    .replace(/[\s.,;:]+$/, '')
    .trim();
  return words === '' ? text.trim() : words;
}

export type NumberKind = 'decimal' | 'integer' | 'positiveInt' | 'unsignedInt';

const integerMinimum: Record<Exclude<NumberKind, 'decimal'>, number> = {
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
    if (!Number.isInteger(value) || value < integerMinimum[kind] || value > 2147483647) {
      unrenderable(`${what} is not an R4 ${kind}`);
    }
  }
  return value;
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

/** R4 code: no leading or trailing whitespace, single spaces inside. */
export function readCodeString(value: unknown, what: string): string | undefined {
  const text = readString(value, what);
  if (text !== undefined && !/^\S+(\s\S+)*$/.test(text)) unrenderable(`${what} is not an R4 code`);
  return text;
}
