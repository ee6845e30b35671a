import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { conformanceResources, integrationContact } from '@medication-module/api-description';
import { helpUrl } from '../../config/site';
import { repoRoot } from '../support/markdown-json-blocks';

/**
 * The integration team's contact is stated in the API description (info.contact), which the API
 * reference shows. The getting-started guide's Help section, which the home page and the footer
 * link to, the navbar's Help and every published conformance resource name the same team, service
 * desk and address.
 */
const contact = integrationContact();
const guide = 'docs/guides/medication-module/getting-started.mdx';

describe('integration team contact', () => {
  it('is in the API description', () => {
    expect(contact.email).toMatch(/^[^@\s]+@[^@\s]+$/);
  });

  it("is written in the getting-started guide's Help section", () => {
    const text = readFileSync(path.join(repoRoot, guide), 'utf8');
    const help = text.slice(text.indexOf('\n## Help\n')).split(/\n## /)[1] ?? '';
    expect(help, `${guide} has no Help section`).not.toBe('');
    expect(help).toContain(`[${contact.email}](mailto:${contact.email})`);
    expect(help).toContain(`(${contact.url})`);
  });

  it("is where the navbar's Help goes, unless a deployment names its own", () => {
    expect(helpUrl).toBe(process.env.DOCS_HELP_URL ?? contact.url);
    expect(contact.url).toMatch(/^https:\/\//);
  });

  it('is the contact of every conformance resource', () => {
    for (const { file, resource } of conformanceResources()) {
      expect(resource.contact, file).toEqual([
        { name: contact.name, telecom: [{ system: 'email', value: contact.email }] },
      ]);
    }
  });
});
