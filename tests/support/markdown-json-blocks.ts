import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');

/** A fenced code block of a Markdown/MDX page, with the line its opening fence is on. */
export interface FencedBlock {
  /** Repository-relative path, for example `docs/guides/medication-module/intro.md`. */
  file: string;
  /** 1-based line number of the opening fence. */
  line: number;
  language: string;
  /** Everything after the language on the fence line, for example `fhir=Dosage`. */
  meta: string;
  content: string;
}

/** Markdown and MDX files under the given repository folders (generated API pages excluded). */
export function markdownFiles(
  folders: readonly string[],
  exclude: readonly string[] = [],
): string[] {
  const files: string[] = [];
  const walk = (relative: string): void => {
    if (exclude.some((skip) => relative === skip || relative.startsWith(`${skip}/`))) return;
    for (const entry of readdirSync(path.join(repoRoot, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (/\.mdx?$/.test(entry.name)) files.push(child);
    }
  };
  folders.forEach(walk);
  return files.sort();
}

const openingFence = /^(\s*)(`{3,}|~{3,})\s*([^\s`~]*)\s*(.*)$/;

/**
 * The fenced code blocks of a page, CommonMark style: a block closes at a fence of the same
 * character at least as long as the opening one; blocks inside list items or JSX keep their
 * indentation out of the content.
 */
export function fencedBlocks(file: string, text: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  const lines = text.split(/\r?\n/);
  let open:
    | {
        indent: number;
        fence: string;
        language: string;
        meta: string;
        line: number;
        body: string[];
      }
    | undefined;
  lines.forEach((line, index) => {
    if (open) {
      const trimmed = line.trim();
      const closes =
        trimmed.length >= open.fence.length &&
        [...trimmed].every((char) => char === open?.fence[0]);
      if (closes) {
        blocks.push({
          file,
          line: open.line,
          language: open.language,
          meta: open.meta,
          content: open.body.join('\n'),
        });
        open = undefined;
      } else {
        const indent = open.indent;
        open.body.push(line.slice(Math.min(indent, line.length - line.trimStart().length)));
      }
      return;
    }
    const match = openingFence.exec(line);
    if (!match) return;
    const [, indent = '', fence = '', language = '', meta = ''] = match;
    // A backtick fence's info string may not contain backticks (CommonMark); then it is inline code.
    if (fence.startsWith('`') && meta.includes('`')) return;
    open = { indent: indent.length, fence, language, meta: meta.trim(), line: index + 1, body: [] };
  });
  if (open) throw new Error(`${file}:${open.line}: code fence is never closed`);
  return blocks;
}

export function fencedBlocksOfFile(file: string): FencedBlock[] {
  return fencedBlocks(file, readFileSync(path.join(repoRoot, file), 'utf8'));
}

/** The FHIR type a block declares in its fence meta (`fhir=Dosage`), if any. */
export function declaredFhirType(meta: string): string | undefined {
  return /(?:^|\s)fhir=([A-Za-z]+)(?:\s|$)/.exec(meta)?.[1];
}
