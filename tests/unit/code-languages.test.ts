import { describe, expect, it } from 'vitest';
import { themeConfig } from '../../config/theme';
import { fencedBlocksOfFile, markdownFiles } from '../support/markdown-json-blocks';
import { sitePrism } from '../support/site-prism';

/**
 * Fence languages that are not code to highlight: `text` is plain on purpose, `mermaid`
 * becomes a diagram and `mdx-code-block` is MDX's wrapper for JSX inside Markdown.
 */
const notHighlighted = new Set(['', 'text', 'mermaid', 'mdx-code-block']);

describe('highlighted languages', () => {
  const prism = sitePrism();

  it('has a grammar for every code block language of the guides and blog', () => {
    const missing = markdownFiles(['docs', 'blog'], ['docs/api'])
      .flatMap(fencedBlocksOfFile)
      .filter((block) => !notHighlighted.has(block.language))
      .filter((block) => !prism.languages[block.language.toLowerCase()])
      .map((block) => `${block.file}:${block.line} \`\`\`${block.language}`);
    expect(missing, 'add the language to highlightedLanguages in config/theme.ts').toEqual([]);
  });

  it('has a grammar for the API samples and examples', () => {
    const apiLanguages = [...themeConfig.languageTabs.map((tab) => tab.highlight), 'json'];
    expect(apiLanguages.filter((language) => !prism.languages[language])).toEqual([]);
  });

  it('adds no grammar the site does not list', () => {
    const sentinel = ['yaml', 'sql', 'rust', 'graphql'];
    expect(sentinel.filter((language) => prism.languages[language])).toEqual([]);
  });
});
