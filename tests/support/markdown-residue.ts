/**
 * What must not be left in Markdown written for readers other than the site (the twins,
 * llms.txt, llms-full.txt): MDX, JSX and HTML. Code (fenced and inline) may hold anything.
 */

/** A fenced code block, also one indented in a list item. */
const fencedBlock = /^([ \t]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm;

/** Prose only: fenced code blocks and inline code may legitimately hold braces or tags. */
export const prose = (markdown: string): string =>
  markdown.replace(fencedBlock, '').replace(/(`+)[^`\n]*?\1/g, '');

export function mdxResidue(markdown: string): string[] {
  return prose(markdown)
    .split('\n')
    .filter(
      (line) =>
        /^\s*(import|export)\s/.test(line) ||
        /<\/?[A-Z][A-Za-z0-9.]*[\s/>]/.test(line) ||
        /\{[^}]*\}/.test(line) ||
        /^\s*:::/.test(line) ||
        /^\s*::[a-z]/.test(line),
    );
}

/**
 * HTML tags and comments in the prose; an autolink (`<https://…>`) and an escaped `\<` are
 * Markdown, not HTML.
 */
export function htmlResidue(markdown: string): string[] {
  return prose(markdown)
    .split('\n')
    .filter((line) => /<!--|(?<!\\)<\/?(?!https?:)[a-z][a-z0-9-]*(\s[^>]*)?\/?>/i.test(line));
}

/** The fenced code blocks of a Markdown text: language, meta and content. */
export function fences(markdown: string): { info: string; content: string }[] {
  return [...markdown.matchAll(/^(`{3,}|~{3,})([^\n]*)\n([\s\S]*?)\n?^\1[ \t]*$/gm)].map(
    (match) => ({ info: match[2] ?? '', content: match[3] ?? '' }),
  );
}

const heading = /^\s*(?:[-*+] |\d+\. )?#{1,6} /;

/** The text of the Markdown headings outside code, without inline syntax. */
export function headings(markdown: string): string[] {
  return (
    markdown
      .replace(fencedBlock, '')
      .split('\n')
      // A heading may sit in a list item, on the marker's line or indented below it.
      .filter((line) => heading.test(line))
      .map((line) =>
        line
          .replace(heading, '')
          .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
          .replace(/\\(.)/g, '$1')
          .replace(/[`*_]/g, '')
          .replace(/\s+/g, ' ')
          .trim(),
      )
  );
}
