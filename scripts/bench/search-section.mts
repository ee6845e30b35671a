import path from 'node:path';
import { chromium } from '@playwright/test';
import { measureSearchIndexSize, measureSearchTimings, type SearchFigures } from './search';
import type { BenchSection } from './section.mjs';

const kb = (bytes: number): string => (bytes / 1024).toFixed(0);

/** The search benchmark (search.ts) as a section of `npm run bench`, in the bench's Chromium. */
export const searchSection: BenchSection = {
  name: 'search',
  async run({ siteDir, origin, chromePort, log }) {
    log('Search index size and search timings');
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
    try {
      const figures: SearchFigures = {
        index: measureSearchIndexSize(path.join(siteDir, 'build')),
        timings: await measureSearchTimings({ origin, browser }),
      };
      const { index, timings } = figures;
      return {
        figures,
        table: [
          ['search', 'median ms', 'p95 ms', 'size KB raw/gzip'],
          ['index files', '', '', `${kb(index.rawBytes)}/${kb(index.gzipBytes)}`],
          [
            'first search, cold page',
            ...[timings.firstSearch.medianMs, timings.firstSearch.p95Ms].map(String),
            '',
          ],
          [
            'keystroke to results',
            ...[timings.keystroke.medianMs, timings.keystroke.p95Ms].map(String),
            '',
          ],
        ],
        checks: [],
      };
    } finally {
      // Disconnects only: the bench closes its Chromium itself.
      await browser.close();
    }
  },
};
