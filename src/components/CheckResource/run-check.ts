import {
  formatSize,
  guideLinks,
  utf8Length,
  type CheckReport,
} from '@medication-module/fhir-checker';
import definitions from '@medication-check/definitions-all';
import { checkerLoading } from './with-definitions';

/**
 * The checker on the main thread, for a browser that cannot start the worker: bounded, since
 * every millisecond here freezes the page. Small input only, and a short time limit.
 */
export const mainThreadMaxBytes = 100 * 1024;
const mainThreadTimeLimitMs = 2_000;

/** Every definition is in this chunk already: no per-type chunk names in the page's runtime. */
const checkHereLoading = checkerLoading((type) =>
  Promise.resolve(Object.hasOwn(definitions, type) ? definitions[type] : undefined),
);

export async function checkHere(text: string): Promise<CheckReport> {
  const size = utf8Length(text);
  if (size > mainThreadMaxBytes) {
    return {
      findings: [
        {
          kind: 'advice',
          severity: 'warning',
          rule: 'input-too-large-here',
          path: '$',
          message: `This browser could not start the checker's worker, and checking ${formatSize(size)} on the page itself would freeze it (at most ${formatSize(mainThreadMaxBytes)} here): check it with the command line, or in a browser that allows workers.`,
          guide: guideLinks.checkResource,
        },
      ],
      explanations: [],
      counts: { error: 0, warning: 1, information: 0 },
    };
  }
  return checkHereLoading(text, { timeLimitMs: mainThreadTimeLimitMs });
}
