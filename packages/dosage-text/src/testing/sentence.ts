/**
 * What no sentence of the reference Dosage renderer may hold: the traces of a template filled
 * with nothing (a JavaScript value, doubled or dangling separators, a word left at the end).
 * `input` is the rendered JSON: a word the data itself holds as text is not a trace.
 */
export function garbled(sentence: string, input: unknown = undefined): string | undefined {
  const text = JSON.stringify(input ?? null).toLowerCase();
  // Text the data holds ("max 1 .0 per dose" when a unit's code is ".0") is written as given:
  // each such string, where it stands as a word of its own, counts as one word while the
  // template's traces are looked for.
  const written = [...new Set(stringsIn(input))].sort((a, b) => b.length - a.length);
  const shape = written.reduce(
    (result, part) =>
      result.replace(
        new RegExp(`(?<!\\w)${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\w)`, 'g'),
        'X',
      ),
    sentence,
  );
  const values = (sentence.match(/undefined|NaN|null|\[object|Infinity/gi) ?? []).filter(
    (value) => !text.includes(value.toLowerCase()),
  );
  const checks: [boolean, string][] = [
    [values.length > 0, `a JavaScript value (${values.join(', ')})`],
    [/\s{2,}|^\s|\s$/.test(shape), 'a double, leading or trailing space'],
    [/\s[,.]|,,|,$/.test(shape), 'a misplaced comma'],
    [
      /\b(a|and|as|at|between|by|every|for|from|max|of|on|over|per|than|the|to|until|with|within)$/i.test(
        shape,
      ),
      'a dangling word at the end',
    ],
    [/^[a-z]/.test(shape) || sentence === '', 'an empty or lower-case start'],
  ];
  return checks.find(([failed]) => failed)?.[1];
}

/** Every string in `value`, at any depth, that could be written into a sentence. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsIn);
  return [];
}
