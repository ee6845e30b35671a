import type { CheckReport } from '@medication-module/fhir-checker';

/** What the page posts to the checker's worker, and what it answers. */
export interface CheckRequest {
  id: number;
  text: string;
}

export interface CheckAnswer {
  id: number;
  report: CheckReport;
}
