import { describe, expect, it } from 'vitest';
import { linkChecks } from '../../config/link-checks';
import config from '../../docusaurus.config';
import packageJson from '../../package.json';

describe('site configuration', () => {
  it('uses the link settings whose effect the build guards check', () => {
    // plugins/content-link-check/index.test.ts runs the link check with these settings and checks
    // what a broken link does; this ties the real site to them, including a markdown part, which
    // has to survive the site's own markdown options.
    expect(config).toMatchObject(linkChecks);
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
