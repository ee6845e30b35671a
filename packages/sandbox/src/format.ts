// The one format rule of the API, which the getting-started guide, the CapabilityStatement and
// the OpenAPI description state too: it answers FHIR R4 JSON only.
//
// - `_format`, when present, decides, as FHIR R4 says: `json`, `application/json` and
//   `application/fhir+json` are JSON, anything else is not acceptable.
// - Otherwise a request without `Accept` (or with an empty one) is acceptable, and so is one
//   whose `Accept` lists, with q > 0, any of `application/fhir+json`, `application/json`,
//   `text/json` (the generic types R4 reads as FHIR JSON), `application/*`, `text/*` or `*/*`.
// - A `fhirVersion` parameter, on an Accept element or in `_format`, asks for that FHIR version
//   (R4's versioning rules): only `4.0`, or a 4.0.x patch, is R4. An element that asks for
//   another version does not count, so a request asking for R3 or R5 alone gets 406 rather than
//   R4 it did not ask for. Other parameters (`charset=utf-8`) are allowed.

const jsonRanges = [
  'application/fhir+json',
  'application/json',
  'text/json',
  'application/*',
  'text/*',
  '*/*',
];
const jsonFormats = ['json', 'application/json', 'application/fhir+json'];
const r4 = /^4\.0(\.\d+)?$/;

/** The media-type parameters of one element, names in lower case, quotes taken off the values. */
function parametersOf(parts: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of parts) {
    const equals = part.indexOf('=');
    if (equals === -1) continue;
    const name = part.slice(0, equals).trim().toLowerCase();
    const value = part
      .slice(equals + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    found.set(name, value);
  }
  return found;
}

/** Whether a `fhirVersion` parameter, if any, asks for R4. */
const asksForR4 = (parameters: Map<string, string>): boolean => {
  const version = parameters.get('fhirversion');
  return version === undefined || r4.test(version);
};

/** Splits a header list on commas that are not inside a quoted string. */
function listElements(value: string): string[] {
  const elements: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index] ?? '';
    if (quoted && char === '\\') {
      current += char + (value[index + 1] ?? '');
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
      current += char;
    } else if (char === ',' && !quoted) {
      elements.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  elements.push(current);
  return elements.map((element) => element.trim()).filter((element) => element !== '');
}

// RFC 9110 weight: q=0 to q=1 with up to three decimals.
const qvalue = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** The media range of one Accept element, its weight and parameters; undefined when malformed. */
function mediaRange(
  element: string,
): { range: string; weight: number; parameters: Map<string, string> } | undefined {
  const [range = '', ...rest] = element.split(';').map((part) => part.trim());
  if (!/^[^\s/]+\/[^\s/]+$/.test(range)) return undefined;
  const parameters = parametersOf(rest);
  const q = parameters.get('q');
  if (q !== undefined && !qvalue.test(q)) return undefined;
  return { range: range.toLowerCase(), weight: q === undefined ? 1 : Number(q), parameters };
}

export function acceptsJson(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  return listElements(accept).some((element) => {
    const parsed = mediaRange(element);
    return (
      parsed !== undefined &&
      parsed.weight > 0 &&
      jsonRanges.includes(parsed.range) &&
      asksForR4(parsed.parameters)
    );
  });
}

export function isJsonFormat(format: string): boolean {
  const [mediaType = '', ...rest] = format.split(';');
  return jsonFormats.includes(mediaType.trim().toLowerCase()) && asksForR4(parametersOf(rest));
}

/** Whether a FHIR JSON answer is acceptable, `_format` (if any) winning over `Accept`. */
export function wantsJson(accept: string | undefined, format: string | undefined): boolean {
  return format === undefined ? acceptsJson(accept) : isJsonFormat(format);
}
