import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { valueSets } from '@medication-module/api-description';
import { isJsonObject, loadSpec, specFile } from '@medication-module/api-description';
import { ATC, EDQM, SNOMED_CT, atcLevel, isSnomedConceptId } from '@medication-module/fhir-checker';
import { fencedBlocks, markdownFiles, repoRoot } from '../support/markdown-json-blocks';

/**
 * One source of truth for codes: every code the guides and the OpenAPI description use, for an
 * element whose ValueSet covers the code's system, is in that ValueSet (packages/api-description/static/fhir/). The JSON
 * examples are checked element by element by the checker (rule `module-value-set`, run on every
 * example by docs-json-examples.test.ts and openapi-examples.test.ts); here the prose, inline
 * code in guides and in the description's texts, by the shape of ATC, SNOMED CT and EDQM codes.
 */
const spec = loadSpec();
const guides = markdownFiles(['docs', 'blog'], ['docs/api']);

const terms = valueSets().flatMap((valueSet) =>
  valueSet.compose.include.flatMap((include) =>
    include.concept.map((concept) => ({ system: include.system, code: concept.code })),
  ),
);
const knownCodes = (systems: string[]): Set<string> =>
  new Set(terms.filter((term) => systems.includes(term.system)).map((term) => term.code));
const atcCodes = knownCodes([ATC]);
const numericCodes = knownCodes([SNOMED_CT, EDQM]);

interface ProseCode {
  where: string;
  code: string;
}

/** Inline code in a text: `N02BE01`, `26643006`. */
function proseCodes(text: string, where: string): ProseCode[] {
  return [...text.matchAll(/`([^`\n]+)`/g)]
    .map((match) => match[1] ?? '')
    .filter((token) => atcLevel(token) === 5 || isSnomedConceptId(token) || /^\d{8}$/.test(token))
    .map((code) => ({ where, code }));
}

function guideProse(): ProseCode[] {
  return guides.flatMap((file) => {
    const text = readFileSync(path.join(repoRoot, file), 'utf8');
    // Code blocks are checked as JSON above; what remains is the page's prose and tables.
    const withoutBlocks = fencedBlocks(file, text).reduce(
      (rest, block) => rest.replace(block.content, ''),
      text,
    );
    return proseCodes(withoutBlocks, file);
  });
}

function descriptionProse(): ProseCode[] {
  const found: ProseCode[] = [];
  const walk = (node: unknown, pointer: string): void => {
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${pointer}/${i}`));
    if (!isJsonObject(node)) return;
    for (const [key, child] of Object.entries(node)) {
      if (key === 'description' && typeof child === 'string') {
        found.push(...proseCodes(child, `${specFile} ${pointer}/description`));
      } else if (key !== 'example' && key !== 'examples') {
        walk(child, `${pointer}/${key}`);
      }
    }
  };
  walk(spec, '#');
  return found;
}

function proseProblem({ code }: ProseCode): string | undefined {
  if (atcLevel(code) === 5) return atcCodes.has(code) ? undefined : `ATC ${code} is in no ValueSet`;
  return numericCodes.has(code) ? undefined : `${code} is in no SNOMED CT or EDQM ValueSet`;
}

/** Each finding the rule rejects, as `where: why`; fails too when the collector finds too little. */
function rejected<T extends { where: string }>(
  found: T[],
  atLeast: number,
  problemOf: (item: T) => string | undefined,
): string[] {
  expect(found.length).toBeGreaterThan(atLeast);
  return found.flatMap((item) => {
    const problem = problemOf(item);
    return problem ? [`${item.where}: ${problem}`] : [];
  });
}

describe('codes named in prose are in a ValueSet', () => {
  it('in the guides', () => {
    expect(rejected(guideProse(), 5, proseProblem)).toEqual([]);
  });

  it('in the OpenAPI description texts', () => {
    expect(rejected(descriptionProse(), 5, proseProblem)).toEqual([]);
  });
});
