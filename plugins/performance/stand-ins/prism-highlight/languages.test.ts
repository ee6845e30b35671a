import { createRequire } from 'node:module';
import type * as PrismNamespace from 'prismjs';
import { describe, expect, it } from 'vitest';
import { highlightedLanguages } from '../../../../config/theme';
import { fencedBlocksOfFile, markdownFiles } from '../../../../tests/support/markdown-json-blocks';
import { deferLanguages, registerLanguage } from './languages';
import { tokensToLines } from './lines';

const require = createRequire(import.meta.url);
type Prism = typeof PrismNamespace;

/** Runs a CommonJS file again rather than taking its cached exports. */
function requireAfresh(file: string): unknown {
  // Node's documented way to load a module anew is to drop it from require.cache.
  // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
  delete require.cache[file];
  return require(file);
}

/** A Prism core of its own, so that each test starts with no grammar registered. */
function freshPrism(): Prism {
  return requireAfresh(require.resolve('prismjs/components/prism-core')) as Prism;
}

/** Runs a grammar's component file against `prism`, as the theme module does in the browser. */
function loadInto(prism: Prism, language: string): void {
  const file = require.resolve(`prismjs/components/prism-${language}`);
  const host = globalThis as { Prism?: unknown };
  const before = host.Prism;
  host.Prism = prism;
  try {
    requireAfresh(file);
  } finally {
    host.Prism = before;
  }
}

/** A Prism whose languages are deferred, and the languages it has loaded so far. */
function deferred(): { prism: Prism; loaded: string[] } {
  const prism = freshPrism();
  const loaded: string[] = [];
  deferLanguages(prism, highlightedLanguages, (language) => {
    loaded.push(language);
    loadInto(prism, language);
  });
  return { prism, loaded };
}

const highlighted = (prism: Prism, language: string, code: string): string => {
  const grammar = prism.languages[language];
  return JSON.stringify(grammar ? tokensToLines(prism.tokenize(code, grammar)) : null);
};

describe('deferred Prism languages', () => {
  it('registers nothing until a block asks, then only the languages up to it', () => {
    const { prism, loaded } = deferred();
    expect(loaded).toEqual([]);
    registerLanguage(prism, 'json');
    expect(loaded).toEqual(['json']);
    expect(prism.languages.markup).toBeUndefined();

    registerLanguage(prism, 'json');
    registerLanguage(prism, 'tsx');
    expect(loaded).toEqual(highlightedLanguages.slice(0, highlightedLanguages.indexOf('tsx') + 1));
    expect(prism.languages.http).toBeUndefined();
  });

  it('registers every language for a name it does not list, such as an alias', () => {
    const { prism, loaded } = deferred();
    registerLanguage(prism, 'js');
    expect(loaded).toEqual(highlightedLanguages);
    expect(prism.languages.js).toBe(prism.languages.javascript);
  });

  it('registers http after the grammars its message bodies use', () => {
    const { prism } = deferred();
    registerLanguage(prism, 'http');
    const message = 'HTTP/1.1 200 OK\nContent-Type: application/fhir+json\n\n{"status": "active"}';
    const bodyTokens = tokensToLines(prism.tokenize(message, prism.languages.http ?? {}))
      .flat()
      .filter((token) => token.types[0] === 'application-json');
    expect(bodyTokens.map((token) => token.types[1])).toContain('property');
  });

  it('leaves an instance it was not given alone', () => {
    const prism = freshPrism();
    registerLanguage(prism, 'json');
    expect(prism.languages.json).toBeUndefined();
  });

  it('highlights every block of the site as registering all languages at once does', () => {
    const eager = freshPrism();
    for (const language of highlightedLanguages) loadInto(eager, language);
    const { prism } = deferred();
    const blocks = markdownFiles(['docs', 'blog'], ['docs/api'])
      .flatMap(fencedBlocksOfFile)
      .filter((block) => block.language !== 'mermaid');
    expect(blocks.length).toBeGreaterThan(50);
    for (const { language: given, content, file, line } of blocks) {
      const language = given.toLowerCase();
      registerLanguage(prism, language);
      expect(highlighted(prism, language, content), `${file}:${line}`).toBe(
        highlighted(eager, language, content),
      );
    }
  });
});
