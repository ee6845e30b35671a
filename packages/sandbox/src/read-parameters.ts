import type { JsonObject, ResourceElements } from './types';

/**
 * What the query of a request asks for besides `_format` (./format.ts): the subset of a
 * read (`_summary`, `_elements`), the layout (`_pretty`), and what to do with parameters an
 * address does not take (`Prefer: handling`), as the getting-started guide states them. A pure
 * reading: the answer is what to send, or the problem to answer with 400.
 */

export interface QueryProblem {
  code: 'invalid' | 'not-supported';
  text: string;
  diagnostics: string;
}

export interface ReadShape {
  pretty: boolean;
  /** The top-level elements to keep; undefined for the whole resource. */
  keep?: ReadonlySet<string>;
}

const subsettedTag = {
  system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationValue',
  code: 'SUBSETTED',
  display: 'subsetted',
};

/** The parameters every address takes, and those of a read. */
export const commonParameters = ['_format', '_pretty'] as const;
export const readParameters = [...commonParameters, '_summary', '_elements'] as const;

/** `Prefer: handling=strict` (R4's search preference, which the API applies to every address). */
export function strictHandling(prefer: string | undefined): boolean {
  return (prefer ?? '')
    .split(',')
    .some((preference) => /^\s*handling\s*=\s*"?strict"?\s*(;|$)/i.test(preference));
}

const problem = (code: QueryProblem['code'], text: string, diagnostics: string): QueryProblem => ({
  code,
  text,
  diagnostics,
});

/** Reads the parameters an address takes; `elements` only for a read of a resource. */
export function readShape(
  query: readonly (readonly [string, string])[],
  taken: readonly string[],
  strict: boolean,
  elements?: ResourceElements,
): ReadShape | QueryProblem {
  const values = new Map<string, string>();
  for (const [name, value] of query) {
    if (!taken.includes(name)) {
      if (strict) {
        return problem(
          'not-supported',
          'Unknown parameter',
          `This address takes no parameter "${name}" (Prefer: handling=strict); it takes ${taken.join(', ')}.`,
        );
      }
      continue;
    }
    if (values.has(name)) {
      return problem('invalid', 'Repeated parameter', `The parameter "${name}" is given twice.`);
    }
    values.set(name, value);
  }
  const pretty = values.get('_pretty');
  if (pretty !== undefined && pretty !== 'true' && pretty !== 'false') {
    return problem('invalid', 'Invalid _pretty', `_pretty is true or false, not "${pretty}".`);
  }
  const shape: ReadShape = { pretty: pretty !== 'false' };
  const summary = values.get('_summary');
  const listed = values.get('_elements');
  if (!elements || (summary === undefined && listed === undefined)) return shape;
  if (summary !== undefined && listed !== undefined) {
    return problem(
      'invalid',
      '_summary with _elements',
      'Ask for a subset with _summary or with _elements, not with both.',
    );
  }
  const always = [...elements.mandatory, ...elements.modifiers];
  if (summary !== undefined) {
    switch (summary) {
      case 'true':
        return { ...shape, keep: new Set([...elements.summary, ...always]) };
      case 'text':
        return { ...shape, keep: new Set(['text', ...always]) };
      case 'data':
        return { ...shape, keep: new Set(elements.names.filter((name) => name !== 'text')) };
      case 'false':
        return shape;
      case 'count':
        return problem(
          'not-supported',
          '_summary=count on a read',
          '_summary=count counts the matches of a search; this address reads one resource.',
        );
      default:
        return problem(
          'invalid',
          'Invalid _summary',
          `_summary is true, text, data or false, not "${summary}".`,
        );
    }
  }
  const asked = (listed ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = asked.filter((name) => !elements.names.includes(name));
  if (strict && unknown.length > 0) {
    return problem(
      'invalid',
      'Unknown element',
      `_elements names ${unknown.join(', ')}, which this resource type does not have (Prefer: handling=strict).`,
    );
  }
  return { ...shape, keep: new Set([...asked, ...always]) };
}

/**
 * The resource with only the elements to keep, and `resourceType`, `id` and `meta`. When an
 * element was left out, `meta.tag` says so with SUBSETTED, as R4 asks, so that nobody stores
 * the subset as the resource.
 */
export function subsetOf(resource: JsonObject, keep: ReadonlySet<string>): JsonObject {
  const entries = Object.entries(resource);
  const kept = entries.filter(
    ([name]) => ['resourceType', 'id', 'meta'].includes(name) || keep.has(name),
  );
  if (kept.length === entries.length) return resource;
  const meta = (resource.meta ?? {}) as JsonObject;
  const tags = Array.isArray(meta.tag) ? meta.tag : [];
  const tagged: JsonObject = { ...meta, tag: [...tags, subsettedTag] };
  const withMeta: [string, unknown][] =
    'meta' in resource ? kept : [...kept.slice(0, 2), ['meta', tagged], ...kept.slice(2)];
  return Object.fromEntries(
    withMeta.map(([name, value]) => [name, name === 'meta' ? tagged : value]),
  ) as JsonObject;
}
