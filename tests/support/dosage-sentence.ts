/**
 * What no sentence of the reference Dosage renderer may hold: the traces of a template filled
 * with nothing (a JavaScript value, doubled or dangling separators, a word left at the end).
 * `input` is the rendered JSON: a word the data itself holds as text is not a trace.
 */
export function garbled(sentence: string, input: unknown = undefined): string | undefined {
  const text = JSON.stringify(input ?? null).toLowerCase();
  const values = (sentence.match(/undefined|NaN|null|\[object|Infinity/gi) ?? []).filter(
    (value) => !text.includes(value.toLowerCase()),
  );
  const checks: [boolean, string][] = [
    [values.length > 0, `a JavaScript value (${values.join(', ')})`],
    [/\s{2,}|^\s|\s$/.test(sentence), 'a double, leading or trailing space'],
    [/\s[,.]|,,|,$/.test(sentence), 'a misplaced comma'],
    [
      // A unit the data writes as this word (the UCUM year `a`) ends a sentence as written.
      /\b(a|and|as|at|between|by|every|for|from|max|of|on|over|per|than|the|to|until|with|within)$/i.test(
        sentence,
      ) && !text.includes(`"${(/\w+$/.exec(sentence)?.[0] ?? '').toLowerCase()}"`),
      'a dangling word at the end',
    ],
    [/^[a-z]/.test(sentence) || sentence === '', 'an empty or lower-case start'],
  ];
  return checks.find(([failed]) => failed)?.[1];
}
