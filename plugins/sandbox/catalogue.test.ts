import { describe, expect, it } from 'vitest';
import { buildSandboxData } from '@medication-module/sandbox/node';
import { sandboxTokens } from '@medication-module/sandbox';
import { renderedMarkdown } from '../valueset-tables/markdown';
import remarkSandboxCatalogue, { guidesById } from './catalogue';

/** The sandbox catalogue of the getting-started guide, rendered from the sandbox data. */
const data = buildSandboxData();
const markdown = renderedMarkdown('Before.\n\n::sandbox-catalogue\n\nAfter.\n', [
  remarkSandboxCatalogue,
]);
/** The row of an id, without the table's padding and Markdown's escapes. */
const rowOf = (id: string): string =>
  (markdown.split('\n').find((line) => line.startsWith(`| [\`${id}\``)) ?? '')
    .replace(/\\&/g, '&')
    .replace(/ +/g, ' ');

describe('remark plugin sandbox-catalogue', () => {
  it('lists every resource the sandbox serves, linked to its operation page with the id filled in', () => {
    expect(markdown).toMatch(/^Before\.[\s\S]*After\.\n$/);
    for (const resource of data.resources) {
      const row = rowOf(resource.id);
      expect(row, resource.id).toContain(`?id=${resource.id})`);
      expect(row).toContain(`| ${resource.resourceType}: `);
      for (const version of resource.versions) {
        expect(row).toContain(`&at=${encodeURIComponent(version.lastUpdated)}`);
        expect(row).toContain(`W/"${version.versionId}"`);
      }
    }
    expect(rowOf('medreq-paracetamol-oral')).toContain(
      '/docs/api/medication/get-medication-request-by-id?id=medreq-paracetamol-oral',
    );
    expect(rowOf('servreq-premed-2291')).toContain(
      '/docs/api/medication/get-service-request-by-id?id=servreq-premed-2291',
    );
  });

  it('says what each one shows, the state of each version and which guides explain it', () => {
    expect(rowOf('medreq-enoxaparin-sc')).toMatch(
      /Paused prescription[\s\S]*active, .*on-hold \(default\), .*active \|/,
    );
    expect(rowOf('medreq-paracetamol-duplicate')).toContain('410 Gone');
    expect(rowOf('medreq-paracetamol-duplicate')).toMatch(/deleted \(default\)/);
    expect(rowOf('medreq-enoxaparin-sc')).toContain(
      '[Pausing and resuming a prescription](/docs/guides/medication-module/prescriptions/pause-prescription)',
    );
    const guides = guidesById();
    expect(guides.get('servreq-premed-2291')?.map((guide) => guide.route)).toContain(
      '/docs/guides/anesthesia/premedication',
    );
  });

  it('lists the tokens that stand for failures', () => {
    for (const [token, { status }] of Object.entries(sandboxTokens)) {
      expect(markdown.replace(/ +/g, ' ')).toContain(`| \`${token}\` | \`${status}\` |`);
    }
  });
});
