import { announcementBar } from '../../config/announcement-bar';
import { htmlAttributesAfterInlineScripts } from '../support/inline-scripts';
import { announcementStorageKeys } from '../support/theme-storage';
import { describe, expect, it } from 'vitest';
import { builtRoutes, loadBuildFile, loadRoute } from '../../scripts/site-build/build-output';

const routes = builtRoutes();
const docRoutes = routes.filter((route) => route.startsWith('/docs/'));
const blogPostRoutes = routes.filter(
  (route) =>
    /^\/blog\/[^/]+$/.test(route) &&
    !['/blog/archive', '/blog/authors', '/blog/tags'].includes(route),
);

describe.each(routes)('page shell of %s', (route) => {
  const $ = loadRoute(route);

  it('declares English, left to right', () => {
    expect($('html').attr('lang')).toBe('en');
    expect($('html').attr('dir')).toBe('ltr');
  });

  it.each([
    ['nothing is stored and the system prefers light', {}],
    ['storage is refused', 'refused'],
  ] as const)('starts in dark mode when %s', (_, storage) => {
    const attributes = htmlAttributesAfterInlineScripts($, { storage, prefersLight: true });
    expect(attributes['data-theme']).toBe('dark');
  });

  it.each([
    ['shows the bar to a first-time reader', {}, 'false'],
    [
      'keeps it hidden for a reader who dismissed this announcement',
      { id: announcementBar.id },
      'true',
    ],
    [
      'shows a new announcement to a reader who dismissed an earlier one',
      { id: 'an-earlier-id' },
      'false',
    ],
  ])('%s before the first paint', (_, stored, dismissedMark) => {
    const storage: Record<string, string> =
      'id' in stored
        ? { [announcementStorageKeys.dismiss]: 'true', [announcementStorageKeys.id]: stored.id }
        : {};
    const attributes = htmlAttributesAfterInlineScripts($, { storage, prefersLight: false });
    expect(attributes['data-announcement-bar-initially-dismissed']).toBe(dismissedMark);
  });

  it('has a description of its own for search results and link previews', () => {
    const description = $('meta[name="description"]').attr('content')?.trim() ?? '';
    const title = $('title').text().split(' | ')[0]?.trim() ?? '';
    expect(description.length).toBeGreaterThan(0);
    expect(description.toLowerCase()).not.toBe(title.toLowerCase());
  });

  it('never skips a heading level on the way down', () => {
    const levels = $('h1, h2, h3, h4, h5, h6')
      .toArray()
      .map((heading) => Number(heading.tagName.slice(1)));
    const skips = levels.filter(
      (level, index) => index > 0 && level > (levels[index - 1] ?? 0) + 1,
    );
    expect(skips).toEqual([]);
  });

  it('gives every link text that says where it goes', () => {
    const generic = /^(read more|more|click here|here|learn more|continue|link)$/i;
    const vague = $('a[href]')
      .toArray()
      .map((link) => $(link).text().replace(/\s+/g, ' ').trim())
      .filter((text) => generic.test(text));
    expect(vague).toEqual([]);
  });

  it('is dark before any script runs: the HTML says so, for readers without JavaScript', () => {
    expect($('html').attr('data-theme')).toBe('dark');
  });

  it('has one title (h1), inside the main landmark', () => {
    expect($('h1')).toHaveLength(1);
    expect($('main h1')).toHaveLength(1);
  });

  it('uses no emoji as an icon: without an emoji font they show as empty boxes', () => {
    // © and ® are Extended_Pictographic too, but every text font has them.
    const pictograph = /(?![©®])\p{Extended_Pictographic}/u;
    const found = $('body *:not(script, style, pre, code)')
      .contents()
      .toArray()
      .flatMap((node) =>
        node.type === 'text' && pictograph.test(node.data) ? [node.data.trim()] : [],
      );
    expect(found).toEqual([]);
  });

  it('has no colour-mode switch', () => {
    expect($('[aria-label*="Switch between dark and light mode"]')).toHaveLength(0);
  });

  it('has a skip-to-content link', () => {
    expect($('a[href="#__docusaurus_skipToContent_fallback"]').text()).toBe('Skip to main content');
    expect($('#__docusaurus_skipToContent_fallback')).toHaveLength(1);
  });

  it('shows the closeable announcement bar with its colours', () => {
    const bar = $('[role="banner"]').filter((_, element) =>
      ($(element).attr('class') ?? '').includes('announcementBar'),
    );
    expect(bar).toHaveLength(1);
    expect(bar.attr('style')).toContain('background-color:#10375c');
    expect(bar.attr('style')).toContain('color:#f4f8fb');
    expect(bar.find('a[href="/docs/guides/medication-module/getting-started"]')).toHaveLength(1);
    expect(bar.find('button[aria-label="Close"]')).toHaveLength(1);
  });

  it('has a fixed navbar that hides on scroll, with its items in order', () => {
    const navbar = $('nav.navbar');
    expect(navbar.hasClass('navbar--fixed-top')).toBe(true);
    expect(navbar.attr('class')).toMatch(/navbarHideable/);
    expect(navbar.find('.navbar__brand img').first().attr('src')).toBe('/img/logo.svg');
    expect(navbar.find('button[aria-label="Toggle navigation bar"]')).toHaveLength(1);
    const links = navbar
      .find('.navbar__items a.navbar__item')
      .toArray()
      .map((element) => ({ text: $(element).text().trim(), href: $(element).attr('href') }));
    expect(links.map((link) => link.text)).toEqual(['Docs', 'API', 'Blog', 'Help', 'Source']);
    expect(links[0]?.href).toBe('/docs/guides/medication-module/intro');
    expect(links[1]?.href).toBe('/docs/category/api/medication');
    expect(links[2]?.href).toBe('/blog');
    expect(links[3]?.href).toMatch(/^https:\/\//);
    expect(links[4]?.href).toMatch(/^https:\/\//);
    expect(navbar.find('.navbar__items--right [class*="navbarSearchContainer"]')).toHaveLength(1);
  });

  it('has a dark footer with link columns, logo and the 2025 copyright', () => {
    const footer = $('footer.footer');
    expect(footer.hasClass('footer--dark')).toBe(true);
    const titles = footer
      .find('.footer__title')
      .toArray()
      .map((element) => $(element).text());
    expect(titles).toContain('Community');
    expect(footer.find('a[href="/docs/intro"]')).toHaveLength(1);
    expect(footer.find('a[href="/blog"]')).toHaveLength(1);
    expect(footer.find('img.footer__logo').first().attr('src')).toBe('/img/logo.svg');
    expect(footer.find('.footer__copyright').text()).toMatch(/Copyright © 2025\b/);
  });
});

describe('docs pages', () => {
  it.each(docRoutes)('%s has no sidebar collapse button', (route) => {
    const $ = loadRoute(route);
    expect(
      $('button[title="Collapse sidebar"], button[aria-label="Collapse sidebar"]'),
    ).toHaveLength(0);
  });

  it.each(docRoutes)(
    '%s lists exactly its h2 and h3 headings in the table of contents',
    (route) => {
      const $ = loadRoute(route);
      const toc = $('.theme-doc-toc-desktop a.table-of-contents__link')
        .toArray()
        .map((element) => $(element).attr('href'));
      const headings = $('article .theme-doc-markdown')
        .find('h2[id], h3[id]')
        .toArray()
        .map((element) => `#${$(element).attr('id') ?? ''}`);
      const deeper = $('article .theme-doc-markdown')
        .find('h4[id], h5[id], h6[id]')
        .toArray()
        .map((element) => `#${$(element).attr('id') ?? ''}`);
      if (toc.length > 0) expect(toc).toEqual(headings);
      for (const anchor of deeper) expect(toc).not.toContain(anchor);
    },
  );
});

describe('blog', () => {
  it('has four posts', () => {
    expect(blogPostRoutes).toHaveLength(4);
  });

  it.each(blogPostRoutes)('%s shows its reading time', (route) => {
    expect(loadRoute(route)('article header').text()).toMatch(/\d+ min read/);
  });

  it.each(blogPostRoutes)('%s has a sidebar with every post, grouped by year', (route) => {
    const $ = loadRoute(route);
    const sidebar = $('nav[aria-label="Blog recent posts navigation"]');
    const years = sidebar
      .find('[role="group"] > h3')
      .toArray()
      .map((element) => $(element).text());
    expect(years.length).toBeGreaterThan(0);
    for (const year of years) expect(year).toMatch(/^\d{4}$/);
    expect([...years].sort().reverse()).toEqual(years);
    const postLinks = sidebar
      .find('a')
      .toArray()
      .map((element) => $(element).attr('href'));
    expect([...postLinks].sort()).toEqual([...blogPostRoutes].sort());
  });
});

describe('not-found page', () => {
  it('tells the reader what happened and where to go', () => {
    const $ = loadBuildFile('404.html');
    expect($('h1').text()).toBe('Page not found');
    const hrefs = $('main a')
      .toArray()
      .map((element) => $(element).attr('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/docs/guides/medication-module/intro',
        '/docs/category/api/medication',
        '/blog',
      ]),
    );
  });
});
