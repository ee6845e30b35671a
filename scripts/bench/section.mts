import type { BenchPages } from './pages.mjs';

export interface BenchContext {
  /** Root of the checkout being measured; its build is in build/. */
  siteDir: string;
  /** Where the build is served, e.g. http://127.0.0.1:4320. */
  origin: string;
  /** Debugging port of the Chromium that Lighthouse drives. */
  chromePort: number;
  pages: BenchPages;
  /** Lighthouse runs per page; sections that repeat measurements may follow it. */
  runs: number;
  log(message: string): void;
}

/** A figure compared against its target; `atLeast` targets are floors, the others ceilings. */
export interface BudgetCheck {
  label: string;
  actual: number;
  target: number;
  unit: string;
  atLeast?: boolean;
}

export interface SectionResult {
  /** Written to the JSON results under the section's name. */
  figures: unknown;
  /** Printed as a table: the first row is the header. */
  table: string[][];
  checks: BudgetCheck[];
}

/** One part of `npm run bench`, run against the served build. */
export interface BenchSection {
  name: string;
  run(context: BenchContext): Promise<SectionResult>;
}

export const passes = (check: BudgetCheck): boolean =>
  check.atLeast ? check.actual >= check.target : check.actual <= check.target;
