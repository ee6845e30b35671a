import { describe, expect, it } from 'vitest';
import config from '../../docusaurus.config';
import packageJson from '../../package.json';

describe('site configuration', () => {
  it('fails the build on broken links and only warns on broken markdown links', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenMarkdownLinks).toBe('warn');
  });

  it('is English only, left to right, gregorian', () => {
    expect(config.i18n?.locales).toEqual(['en']);
    expect(config.i18n?.localeConfigs?.en).toMatchObject({
      htmlLang: 'en',
      direction: 'ltr',
      calendar: 'gregory',
      label: 'English',
    });
  });

  it('is site version 0.0.0 on Docusaurus and React as specified', () => {
    expect(packageJson.version).toBe('0.0.0');
    const dependencies: Record<string, string> = {
      ...packageJson.dependencies,
      ...packageJson.devDependencies,
    };
    for (const [name, version] of Object.entries(dependencies)) {
      if (name.startsWith('@docusaurus/')) expect(`${name}@${version}`).toBe(`${name}@3.7.0`);
    }
    expect(dependencies.react).toBe('18.3.1');
    expect(dependencies['react-dom']).toBe('18.3.1');
  });

  it('keeps sidebars open and categories expanded', () => {
    const themeConfig = config.themeConfig as {
      docs: { sidebar: { hideable: boolean; autoCollapseCategories: boolean } };
      tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
      colorMode: {
        defaultMode: string;
        disableSwitch: boolean;
        respectPrefersColorScheme: boolean;
      };
      blog: { sidebar: { groupByYear: boolean } };
    };
    expect(themeConfig.docs.sidebar).toEqual({ hideable: false, autoCollapseCategories: false });
    expect(themeConfig.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(themeConfig.colorMode).toEqual({
      defaultMode: 'dark',
      disableSwitch: true,
      respectPrefersColorScheme: false,
    });
    expect(themeConfig.blog.sidebar.groupByYear).toBe(true);
  });
});
