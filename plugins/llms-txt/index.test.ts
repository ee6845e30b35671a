import { describe, expect, it } from 'vitest';
import { renderedMarkdown } from '../valueset-tables/markdown';
import { llmsTxt } from '.';
import remarkStripMdx from './strip-mdx';

describe('remark plugin strip-mdx', () => {
  it('drops imports, exports and expressions, unwraps JSX and turns admonitions into quotes', () => {
    const markdown = renderedMarkdown(
      [
        "import Demo from '@site/src/components/Demo';",
        'export const answer = 42;',
        '',
        'Text with {answer} inside and `{"kept": true}` code.',
        '',
        '<Demo value={1} />',
        '',
        '<details>',
        '<summary>More</summary>',
        '',
        'Hidden **text**.',
        '',
        '</details>',
        '',
        ':::warning Mind the `dose`',
        'Careful at 09:30.',
        '',
        ':::',
        '',
      ].join('\n'),
      [remarkStripMdx],
    );
    expect(markdown).not.toMatch(/import|export|\{answer\}|<Demo|<details|:::/);
    expect(markdown).toContain('`{"kept": true}`');
    expect(markdown).toContain('Hidden **text**.');
    expect(markdown).toContain('More');
    expect(markdown).toContain('> **Warning: Mind the `dose`**\n>\n> Careful at 09:30.');
  });
});

describe('llmsTxt', () => {
  it('writes the llmstxt.org layout with absolute links grouped by section', () => {
    const text = llmsTxt({ title: 'Site', tagline: 'What it is.', url: 'https://x.example' }, [
      { route: '/docs/intro', title: 'Intro', description: 'Start here.' },
      { route: '/docs/api/medication/coding', title: 'Coding', description: 'A code.' },
      { route: '/blog/tags', title: 'Tags', description: 'All tags.' },
    ]);
    expect(text).toMatch(
      /^# Site\n\n> What it is\.\n\n## Guides\n\n- \[Intro\]\(https:\/\/x\.example\/docs\/intro\): Start here\.\n/,
    );
    expect(text).toContain(
      '## API reference\n\n- [Coding](https://x.example/docs/api/medication/coding): A code.',
    );
    expect(text).toContain('## Optional\n\n- [Tags](https://x.example/blog/tags): All tags.');
    expect(text).toContain('- [llms-full.txt](https://x.example/llms-full.txt): ');
  });
});
