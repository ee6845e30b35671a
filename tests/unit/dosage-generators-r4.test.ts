import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderableDosage, validDosage } from '@medication-module/dosage-text/testing';
import { formatFindings, loadR4StructureDefinitions, r4Findings } from '../support/fhir-check';
import { eventLoopTurn } from '../support/vitest-event-loop';

/**
 * The renderer's property tests (packages/dosage-text/src/*.test.ts) are only as good as the
 * Dosages they are given: here the site's R4 validator, which the package does not have, checks
 * that its generators make valid R4 Dosages.
 */
describe("the renderer's Dosage generators", () => {
  beforeAll(() => loadR4StructureDefinitions(), 120_000);

  it('the generator makes valid R4 Dosages', async () => {
    await fc.assert(
      fc.asyncProperty(renderableDosage, async (dosage) => {
        await eventLoopTurn();
        const problems = r4Findings(dosage, 'Dosage');
        expect(problems, `${JSON.stringify(dosage)}\n${formatFindings(problems)}`).toEqual([]);
      }),
      { numRuns: 300 },
    );
  }, 120_000);

  it('the generator of Dosages at the edges of R4 makes valid R4 Dosages', async () => {
    await fc.assert(
      fc.asyncProperty(validDosage, async (dosage) => {
        await eventLoopTurn();
        const problems = r4Findings(dosage, 'Dosage');
        expect(problems, `${JSON.stringify(dosage)}\n${formatFindings(problems)}`).toEqual([]);
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});
