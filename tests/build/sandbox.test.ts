import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxDownloadUrl } from '../../plugins/integration-downloads/downloads';
import { buildSandboxDownload } from '@medication-module/sandbox/bundle';
import { assertBuildExists, loadRoute, readBuiltFile } from '../../scripts/site-build/build-output';
import { buildSandboxData } from '@medication-module/sandbox/node';

/** The build serves the downloadable sandbox, and the getting-started guide's catalogue opens Try it. */
const gettingStarted = '/docs/guides/medication-module/getting-started';

describe('the sandbox in the build', () => {
  beforeAll(() => assertBuildExists());

  it('serves the downloadable sandbox as the generator writes it, linked from getting started', async () => {
    expect(readBuiltFile(sandboxDownloadUrl.slice(1))).toBe(
      await buildSandboxDownload(sandboxDownloadUrl),
    );
    expect(
      loadRoute(gettingStarted)(`main a[href="${sandboxDownloadUrl}"]`).length,
    ).toBeGreaterThan(0);
  });

  it('lists every sandbox id in the catalogue, each opening its operation page with the id filled in', () => {
    const $ = loadRoute(gettingStarted);
    for (const resource of buildSandboxData().resources) {
      const links = $(`main table a[href$="?id=${resource.id}"]`);
      expect(links.length, resource.id).toBe(1);
      expect(links.attr('href')).toMatch(/^\/docs\/api\/medication\/get-[a-z-]+-by-id\?id=/);
    }
  });
});
