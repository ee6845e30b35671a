import { beforeAll, describe, expect, it } from 'vitest';
import { buildDosageRenderer } from '@medication-module/dosage-text/bundle';
import { dosageRendererUrls } from '../../plugins/integration-downloads/downloads';
import {
  dosageRendererTypesUrl,
  dosageRendererUrl,
} from '../../plugins/integration-downloads/downloads';
import { assertBuildExists, loadRoute, readBuiltFile } from '../../scripts/site-build/build-output';

/** The build serves the reference Dosage renderer the frequency guide offers for download. */
const frequencyGuide = '/docs/guides/medication-module/prescriptions/prescription-frequency';

describe('the Dosage renderer in the build', () => {
  beforeAll(() => assertBuildExists());

  it('serves the module and its declarations as the generator writes them', async () => {
    const renderer = await buildDosageRenderer(dosageRendererUrls);
    expect(readBuiltFile(dosageRendererUrl.slice(1))).toBe(renderer.module);
    expect(readBuiltFile(dosageRendererTypesUrl.slice(1))).toBe(renderer.declarations);
  });

  it('links both downloads from the frequency guide', () => {
    const $ = loadRoute(frequencyGuide);
    for (const url of [dosageRendererUrl, dosageRendererTypesUrl]) {
      expect($(`main a[href="${url}"]`).length, url).toBeGreaterThan(0);
    }
  });
});
