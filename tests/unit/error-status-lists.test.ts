import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '@medication-module/api-description';
import { repoRoot } from '../support/markdown-json-blocks';

/**
 * The guides tell a client which error statuses to handle. Each list must name every error
 * status (4xx and 5xx) that an operation of the OpenAPI description declares, and no other.
 */
const spec = loadSpec();
const declared = [
  ...new Set(
    Object.values(spec.paths).flatMap((operations) =>
      Object.values(operations).flatMap((operation) =>
        Object.keys(operation.responses).filter((status) => /^[45]\d\d$/.test(status)),
      ),
    ),
  ),
].sort();

const read = (file: string): string => readFileSync(path.join(repoRoot, file), 'utf8');

/** The statuses in the first column of the table that follows the given heading. */
function tableStatuses(file: string, heading: string): string[] {
  const text = read(file);
  const start = text.indexOf(`\n${heading}\n`);
  if (start === -1) throw new Error(`${file} has no heading "${heading}"`);
  const section = text.slice(start + heading.length + 2).split(/\n#{1,6} /)[0] ?? '';
  const table = section.split('\n\n').find((block) => block.trimStart().startsWith('| Status'));
  if (!table) throw new Error(`${file}: no status table under "${heading}"`);
  return table
    .split('\n')
    .flatMap((row) => /^\|\s*`(\d{3})\b/.exec(row)?.[1] ?? [])
    .sort();
}

/** The statuses written as inline code on the line that starts with the given text. */
function lineStatuses(file: string, lineStart: string): string[] {
  const line = read(file)
    .split('\n')
    .find((candidate) => candidate.startsWith(lineStart));
  if (!line) throw new Error(`${file} has no line starting "${lineStart}"`);
  return [...line.matchAll(/`(\d{3})`/g)].flatMap((match) => match[1] ?? []).sort();
}

describe('error status lists in the guides', () => {
  it('has error statuses declared in the OpenAPI description', () => {
    expect(declared).toContain('401');
  });

  it('getting started: the Errors table lists every declared error status', () => {
    expect(tableStatuses('docs/guides/medication-module/getting-started.mdx', '## Errors')).toEqual(
      declared,
    );
  });

  it('start page: the ground rule on errors names every declared error status', () => {
    expect(lineStatuses('docs/index.mdx', '- **Errors are `OperationOutcome`.**')).toEqual(
      declared,
    );
  });

  it('tutorial: the checklist item on errors names every declared error status', () => {
    expect(lineStatuses('docs/intro.md', '- [ ] Handles ')).toEqual(declared);
  });
});
