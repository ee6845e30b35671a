import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteUrl } from '../../config/site';
import { llmsFullTxtFile, llmsTxtFile } from '../../plugins/llms-txt';
import { twinFile } from '../../plugins/markdown-twins';
import { readBuiltFile } from '../../scripts/site-build/build-output';
import { markdownFiles, repoRoot } from '../support/markdown-json-blocks';
import { mdxResidue, prose } from '../support/markdown-residue';
import { contractRoutes } from '../support/route-contract';
import { embeddedBlocks } from '../support/shown-json-blocks';

/**
 * /llms.txt follows llmstxt.org (H1, blockquote summary, sections of `- [title](url): notes`) and
 * links the Markdown twin of every page of the route contract; /llms-full.txt holds every twin
 * (guides and API reference), with nothing of MDX left in it.
 */
const llms = readBuiltFile(llmsTxtFile);
const full = readBuiltFile(llmsFullTxtFile);

describe('llms.txt', () => {
  const lines = llms.split('\n');

  it('starts with the site name as H1 and a blockquote summary', () => {
    expect(lines[0]).toMatch(/^# \S/);
    expect(lines[1]).toBe('');
    expect(lines[2]).toMatch(/^> \S/);
  });

  it('has only H2 sections and link lines after the summary, each with a description', () => {
    const body = lines.slice(3).filter((line) => line !== '');
    expect(body.filter((line) => line.startsWith('## ')).length).toBeGreaterThan(2);
    const bad = body.filter(
      (line) => !line.startsWith('## ') && !/^- \[[^\]]+\]\(https?:\/\/[^)\s]+\): \S.*$/.test(line),
    );
    expect(bad).toEqual([]);
  });

  it('links the Markdown twin of every route of the contract, once', () => {
    for (const route of contractRoutes) {
      const link = `](${siteUrl}${twinFile(route)})`;
      expect(llms.split(link).length - 1, route).toBe(1);
    }
  });

  it('links the downloads', () => {
    for (const file of [
      'openapi/medication.yaml',
      'openapi/medication.postman_collection.json',
      'fhir/CapabilityStatement-medication-module.json',
      'fhir/Bundle-medication-module-examples.json',
      'fhir/package.tgz',
      llmsFullTxtFile,
    ]) {
      expect(llms).toContain(`](${siteUrl}/${file})`);
      expect(readBuiltFile(file).length, file).toBeGreaterThan(0);
    }
  });

  it('holds no MDX', () => {
    expect(mdxResidue(llms)).toEqual([]);
  });
});

describe('llms-full.txt', () => {
  const pages = full.split('\n---\n');

  it('holds the Markdown twin of every route of the contract, API reference included', () => {
    for (const route of contractRoutes) {
      expect(pages, route).toContainEqual(
        expect.stringContaining(readBuiltFile(twinFile(route)).trim()),
      );
    }
  });

  it('holds every guide of the contract with its text', () => {
    const guides = contractRoutes.filter(
      (route) => route.startsWith('/docs') && !/^\/docs\/(api|category)\//.test(route),
    );
    for (const route of guides) {
      const page = pages.find((text) => text.includes(`Source: ${siteUrl}${route}\n`));
      expect(page, route).toBeDefined();
      const words = prose(page ?? '')
        .split(/\s+/)
        .filter(Boolean);
      expect(words.length, route).toBeGreaterThan(40);
    }
  });

  it('has the code tables rendered from the ValueSets', () => {
    expect(full).toMatch(/\| `26643006` +\| Oral route/);
    expect(full).toMatch(/\| `surg` +\| Patient scheduled for surgery\./);
  });

  it('holds no MDX or JSX residue', () => {
    expect(mdxResidue(full)).toEqual([]);
  });

  const embedded = markdownFiles(['docs'], ['docs/api']).flatMap((file) =>
    embeddedBlocks(file, readFileSync(path.join(repoRoot, file), 'utf8')),
  );

  it('finds guides that embed API examples', () => {
    expect(embedded.length).toBeGreaterThan(5);
  });

  it.each(embedded.map((block) => [`${block.file}:${block.line}`, block] as const))(
    'holds the example %s embeds, in a json fence',
    (_, block) => {
      const at = full.indexOf(`\n${block.content}\n\`\`\``);
      expect(at, 'the example').toBeGreaterThan(0);
      expect(full.slice(full.lastIndexOf('\n', at - 1) + 1, at)).toMatch(/^```json\b/);
    },
  );
});
