// The one format rule of the API, which the getting-started guide, the CapabilityStatement and
// the OpenAPI description state too: it answers FHIR JSON only.
//
// - `_format`, when present, decides, as FHIR R4 says: `json`, `application/json` and
//   `application/fhir+json` (parameters allowed) are JSON, anything else is not acceptable.
// - Otherwise a request without `Accept` (or with an empty one) is acceptable, and so is one
//   whose `Accept` lists, with q > 0, any of `application/fhir+json`, `application/json`,
//   `application/*` or `*/*`, with any media-type parameters.

const jsonRanges = ['application/fhir+json', 'application/json', 'application/*', '*/*'];
const jsonFormats = ['json', 'application/json', 'application/fhir+json'];

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

/** The media range of one Accept element and its weight; undefined when it is malformed. */
function mediaRange(element: string): { range: string; weight: number } | undefined {
  const [range = '', ...parameters] = element.split(';').map((part) => part.trim());
  if (!/^[^\s/]+\/[^\s/]+$/.test(range)) return undefined;
  let weight = 1;
  for (const parameter of parameters) {
    const [name = '', value = ''] = parameter.split('=').map((part) => part.trim());
    if (name.toLowerCase() !== 'q') continue;
    if (!qvalue.test(value)) return undefined;
    weight = Number(value);
  }
  return { range: range.toLowerCase(), weight };
}

export function acceptsJson(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  return listElements(accept).some((element) => {
    const parsed = mediaRange(element);
    return parsed !== undefined && parsed.weight > 0 && jsonRanges.includes(parsed.range);
  });
}

export function isJsonFormat(format: string): boolean {
  const [mediaType = ''] = format.split(';');
  return jsonFormats.includes(mediaType.trim().toLowerCase());
}

/** Whether a FHIR JSON answer is acceptable, `_format` (if any) winning over `Accept`. */
export function wantsJson(accept: string | undefined, format: string | undefined): boolean {
  return format === undefined ? acceptsJson(accept) : isJsonFormat(format);
}
