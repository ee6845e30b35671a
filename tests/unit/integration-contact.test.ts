import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { conformanceFiles } from '@medication-module/api-description';
import { loadSpec } from '@medication-module/api-description';
import { repoRoot } from '../support/markdown-json-blocks';

/**
 * The integration team's contact is stated in the API description (info.contact), which the API
 * reference shows. The getting-started guide's Help section, which the home page and the footer
 * link to, and every published conformance resource name the same team and address.
 */
const contact = loadSpec().info.contact as { name: string; email: string };
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
  });

  it('is the contact of every conformance resource', () => {
    for (const { file, resource } of conformanceFiles()) {
      expect(resource.contact, file).toEqual([
        { name: contact.name, telecom: [{ system: 'email', value: contact.email }] },
      ]);
    }
  });
});
