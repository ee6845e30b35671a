import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import {
  builtFilesIn,
  builtRoutes,
  loadRoute,
  readBuiltFile,
} from '../../scripts/site-build/build-output';
import { fencedBlocksOfFile, markdownFiles } from '../support/markdown-json-blocks';
import { diagramSelector, routesWithDiagrams } from '../support/page-kinds';

const fencesInDocs = markdownFiles(['docs'], ['docs/api'])
  .flatMap(fencedBlocksOfFile)
  .filter((block) => block.language === 'mermaid').length;

const diagramRoutes = routesWithDiagrams();

describe('Mermaid diagrams drawn at build time (plugins/mermaid-diagrams)', () => {
  it('draws every diagram of the docs into its page', () => {
    expect(fencesInDocs).toBeGreaterThan(0);
    const drawn = diagramRoutes
      .filter((route) => route.startsWith('/docs/'))
      .reduce((sum, route) => sum + loadRoute(route)(`${diagramSelector} > svg`).length, 0);
    expect(drawn).toBe(fencesInDocs);
  });

  it('leaves no diagram as Mermaid source on any page', () => {
    const undrawn = builtRoutes().filter(
      (route) => loadRoute(route)('.language-mermaid, pre.mermaid').length > 0,
    );
    expect(undrawn).toEqual([]);
  });
});

const filesIn = (directory: string, extension: string): string[] =>
  builtFilesIn(directory, extension).map(readBuiltFile);

/** The title of each drawn diagram, from the SVG (in the HTML or in its own file). */
function titlesIn(markup: string): string[] {
  const $ = load(markup);
  return $('svg[id^="mermaid-diagram-"] > title')
    .toArray()
    .map((title) => $(title).text().trim());
}

describe('drawn diagrams on a client-side navigation (src/components/MermaidDiagram)', () => {
  const drawings = filesIn('assets/diagrams', '.svg');

  it('keeps every drawing out of the JavaScript: the HTML carries it on a first load', () => {
    const scripts = filesIn('assets/js', '.js');
    expect(scripts.filter((script) => script.includes('chart-title-mermaid-diagram'))).toEqual([]);
  });

  it('has a file of every drawing in the HTML, for a navigation to load', () => {
    const inHtml = new Set(diagramRoutes.flatMap((route) => titlesIn(loadRoute(route).html())));
    const inFiles = new Set(drawings.flatMap(titlesIn));
    expect(inHtml.size).toBeGreaterThan(0);
    expect(inFiles).toEqual(inHtml);
  });
});

describe.each(diagramRoutes)('diagrams of %s', (route) => {
  const $ = loadRoute(route);
  const diagrams = $(`${diagramSelector} > svg`)
    .toArray()
    .map((svg) => $(svg));

  it('name and describe each diagram for screen readers (accTitle, accDescr)', () => {
    for (const svg of diagrams) {
      const title = $(`[id="${svg.attr('aria-labelledby')}"]`, svg);
      const description = $(`[id="${svg.attr('aria-describedby')}"]`, svg);
      expect(title.prop('tagName')?.toLowerCase()).toBe('title');
      expect(title.text().trim()).not.toBe('');
      expect(description.text().trim().length).toBeGreaterThan(title.text().trim().length);
    }
  });

  it('give every diagram its own ids', () => {
    const ids = $(`${diagramSelector} [id]`)
      .toArray()
      .map((element) => $(element).attr('id'));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('carry only the symbols they use', () => {
    for (const svg of diagrams) {
      const markup = $.html(svg);
      const unused = svg
        .find('symbol')
        .toArray()
        .map((symbol) => $(symbol).attr('id') ?? '')
        .filter((id) => !markup.includes(`#${id}`));
      expect(unused).toEqual([]);
    }
  });
});
