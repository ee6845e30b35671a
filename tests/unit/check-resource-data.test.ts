import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { neverSentPaths } from '@medication-module/api-description';
import { loadSpec, responseExamples } from '@medication-module/api-description';
import { checkFhirValue } from '@medication-module/fhir-checker';
import { moduleResourceTypes } from '@medication-module/fhir-checker';
import { pageCheckerData, siteCheckerData } from '../support/fhir-check';

/**
 * The data the checker runs on: built from the sources, trimmed for the page without losing a
 * finding, and read by code that runs in a browser.
 */
const spec = loadSpec();

describe('what the module never sends', () => {
  const marked = new Set(neverSentPaths(spec));

  it('is read from the description, element by element and in context', () => {
    expect(marked).toContain('MedicationRequest.dispenseRequest');
    expect(marked).toContain('MedicationRequest.reportedBoolean');
    expect(marked).toContain('MedicationRequest.dosageInstruction.patientInstruction');
    expect(marked).toContain('Medication.batch');
    expect(marked).toContain('MedicationRequest.meta.profile');
    // A notification names its profiles: the same Meta element is sent there.
    expect([...marked].filter((element) => element.startsWith('Bundle.meta'))).toEqual([]);
  });
});

describe('the data of the page', () => {
  const page = pageCheckerData();
  const site = siteCheckerData();

  it('holds the R4 definitions of every resource type, and only what the checker reads', () => {
    const names = page.structureDefinitions.map((definition) => definition.name);
    expect(names).toEqual(
      expect.arrayContaining([...moduleResourceTypes, 'Dosage', 'Timing', 'Ratio']),
    );
    // A valid resource holds any other (a Patient in a Bundle, an Organization contained in a
    // Medication), and the checker checks every R4 type, so none may be missing.
    expect(names).toEqual(expect.arrayContaining([...page.r4ResourceTypes]));
    expect(page.r4ResourceTypes.length).toBeGreaterThan(140);
    const keys = new Set(
      page.structureDefinitions.flatMap((d) => (d.snapshot?.element ?? []).flatMap(Object.keys)),
    );
    expect(
      [...keys].filter((key) => ['definition', 'comment', 'mapping', 'requirements'].includes(key)),
    ).toEqual([]);
  });

  it('finds what the suite’s fuller data finds in every resource the sandbox serves', () => {
    const served = Object.keys(spec.paths).flatMap((template) =>
      responseExamples(spec, template, '200'),
    );
    expect(served.length).toBeGreaterThan(5);
    const broken = served.map(({ value }) => ({
      ...(value as object),
      status: 'paused',
      priority: 'urgent',
      foo: 1,
    }));
    for (const value of [...served.map((example) => example.value), ...broken]) {
      expect(checkFhirValue(value, page)).toEqual(checkFhirValue(value, site));
    }
  });

  it('is read by code that needs no Node.js: the checker bundles for a browser', async () => {
    const result = await build({
      entryPoints: [require.resolve('@medication-module/fhir-checker')],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      logLevel: 'silent',
      metafile: true,
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(
      inputs.filter(
        (input) => input.startsWith('node:') || /node_modules\/@medplum\/definitions/.test(input),
      ),
    ).toEqual([]);
  });
});
