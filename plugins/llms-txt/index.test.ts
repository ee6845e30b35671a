import { describe, expect, it } from 'vitest';
import { llmsTxt } from '.';

describe('llmsTxt', () => {
  it('writes the llmstxt.org layout, linking each page’s Markdown twin, grouped by section', () => {
    const text = llmsTxt({ title: 'Site', tagline: 'What it is.', url: 'https://x.example' }, [
      { route: '/docs/intro', title: 'Intro', description: 'Start here.' },
      { route: '/docs/api/medication/coding', title: 'Coding', description: 'A code.' },
      { route: '/blog/tags', title: 'Tags', description: 'All tags.' },
      { route: '/', title: 'Home', description: 'The start.' },
    ]);
    expect(text).toMatch(
      /^# Site\n\n> What it is\.\n\n## Guides\n\n- \[Intro\]\(https:\/\/x\.example\/docs\/intro\.md\): Start here\.\n/,
    );
    expect(text).toContain(
      '## API reference\n\n- [Coding](https://x.example/docs/api/medication/coding.md): A code.',
    );
    expect(text).toContain('## Optional\n\n- [Tags](https://x.example/blog/tags.md): All tags.');
    expect(text).toContain('- [Home](https://x.example/index.md): The start.');
    expect(text).toContain('- [llms-full.txt](https://x.example/llms-full.txt): ');
  });
});
