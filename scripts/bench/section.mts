import type { BenchPages } from './pages.mjs';
import type { BenchedKind } from './targets.mjs';

export interface BenchContext {
  /** Root of the checkout being measured; its build is in build/. */
  siteDir: string;
  /** Where the build is served, e.g. http://127.0.0.1:4320. */
  origin: string;
  /** Another build served beside this one (--against), measured in the same rounds. */
  against?: { label: string; origin: string };
  /** Debugging port of the Chromium that Lighthouse drives. */
  chromePort: number;
  pages: BenchPages;
  /** The page kinds to measure in a browser (--kind); every benched kind when empty. */
  kinds: readonly BenchedKind[];
  /** Lighthouse runs per page; sections that repeat measurements may follow it. */
  runs: number;
  /** Whether to audit the categories besides performance once per page (not with --pages-only). */
  otherCategories: boolean;
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
  /** Printed after `table`, each under its title. */
  moreTables?: { title: string; rows: string[][] }[];
  checks: BudgetCheck[];
}

/** One part of `npm run bench`, run against the served build. */
export interface BenchSection {
  name: string;
  run(context: BenchContext): Promise<SectionResult>;
}
