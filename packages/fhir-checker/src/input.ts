import { finding, type Finding } from './findings';
import { guideLinks } from './guide-links';
import { jsonSyntaxProblem } from './json-syntax';

/**
 * The largest input the checker reads, in bytes of UTF-8. A 5,000-entry Bundle of the module's
 * prescriptions written without indentation is about 7 MB; nothing the module sends comes near.
 */
export const maxInputBytes = 8 * 1024 * 1024;
/**
 * The deepest nesting of objects and arrays the checker reads. The deepest the module sends is a
 * Bundle entry's contained Medication's ingredient strength, about 12 levels.
 */
export const maxDepth = 100;

export type ReadInput = { ok: true; value: unknown } | { ok: false; finding: Finding };

const refuse = (rule: string, message: string, guide = guideLinks.readingResponse): ReadInput => ({
  ok: false,
  finding: finding('error', rule, '$', message, guide),
});

/** Bytes of the text in UTF-8, counted without encoding it. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** `8 MB`, `10.3 MB`, `512 KB`, `90 bytes`: sizes as a reader compares them. */
export function formatSize(bytes: number): string {
  const mb = 1024 * 1024;
  if (bytes >= mb) return `${(Math.round((bytes / mb) * 10) / 10).toLocaleString('en')} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024).toLocaleString('en')} KB`;
  return `${bytes} bytes`;
}

/** The refusal of an input larger than the limit, also for a file the page does not read. */
export function tooLarge(bytes: number): Finding {
  return finding(
    'error',
    'input-too-large',
    '$',
    `This is ${formatSize(bytes)}; the checker reads at most ${formatSize(maxInputBytes)}. No single resource or notification the module sends is near that size: check one resource or one Bundle at a time.`,
    guideLinks.resourcesServed,
  );
}

/** Offset and line/column of the first place the nesting goes deeper than the limit, if any. */
function tooDeepAt(text: string): { line: number; column: number } | undefined {
  let depth = 0;
  let line = 1;
  let lineStart = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (char === 10) {
      line++;
      lineStart = i + 1;
    }
    if (inString) {
      if (char === 92) i++;
      else if (char === 34) inString = false;
      continue;
    }
    if (char === 34) inString = true;
    else if (char === 123 || char === 91) {
      depth++;
      if (depth > maxDepth) return { line, column: i - lineStart + 1 };
    } else if (char === 125 || char === 93) depth--;
  }
  return undefined;
}

const fhirXml = /^<(\?xml[^>]*>\s*<)?[A-Za-z]+[^>]*xmlns\s*=\s*["']http:\/\/hl7\.org\/fhir["']/;

/**
 * Reads the text a reader pasted or dropped: refuses, each with its own message, an empty text,
 * one over the size limit, XML, nesting deeper than the limit and text that is not JSON (with the
 * line and column of the fault). Never throws.
 */
export function readInput(raw: string): ReadInput {
  if (raw.length > maxInputBytes || utf8Length(raw) > maxInputBytes)
    return { ok: false, finding: tooLarge(utf8Length(raw)) };
  const text = raw.replace(/^\uFEFF/, '');
  const start = text.trimStart();
  if (start === '') {
    return refuse(
      'input-empty',
      'There is nothing to check: paste a FHIR resource in JSON, drop a .json file or pick a sandbox example.',
    );
  }
  if (start.startsWith('<')) {
    return refuse(
      'input-xml',
      fhirXml.test(start)
        ? 'This is FHIR XML. The API speaks JSON only: it answers application/fhir+json, and a request for XML gets 406 Not Acceptable. Paste the JSON the API sent.'
        : 'This looks like XML or HTML, not JSON. The API speaks JSON only (application/fhir+json): paste the JSON body of an answer.',
      guideLinks.headers,
    );
  }
  const deep = tooDeepAt(text);
  if (deep) {
    return refuse(
      'input-too-deep',
      `The JSON is nested more than ${maxDepth} levels deep (line ${deep.line}, column ${deep.column}). No resource the module sends comes close, so the checker reads no further.`,
    );
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    const problem = jsonSyntaxProblem(text);
    return refuse(
      'json-syntax',
      problem
        ? `Not JSON: line ${problem.line}, column ${problem.column}: ${problem.message}`
        : 'Not JSON: the browser could not read it as JSON.',
    );
  }
}
