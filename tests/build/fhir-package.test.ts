import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { modulePackageTarball } from '@medication-module/fhir-package';
import { assertBuildExists, buildDir } from '../../scripts/site-build/build-output';
import { fhirPackageUrl } from '../../plugins/integration-downloads/downloads';

describe('the FHIR package of the build', () => {
  it('is the package the description gives, byte for byte', async () => {
    assertBuildExists();
    const served = readFileSync(path.join(buildDir, fhirPackageUrl.slice(1)));
    expect(served.equals(await modulePackageTarball())).toBe(true);
  });
});
