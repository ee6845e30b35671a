import { describe, expect, it } from 'vitest';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { modulePackage } from '@medication-module/fhir-package';
import remarkProfileTables from '.';

async function render(markdown: string): Promise<string> {
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkProfileTables)
    .use(remarkStringify)
    .use(remarkGfm)
    .process(markdown);
  return String(file);
}

const profiles = modulePackage().profiles.profiles;

describe('the profile tables', () => {
  it('have one row per element the profile changes, read from the generated profile', async () => {
    const output = await render('::profile-table{type="MedicationRequest"}\n');
    const profile = profiles.find((candidate) => candidate.type === 'MedicationRequest');
    const changed = (profile?.differential?.element.length ?? 0) - 1;
    const rows = output.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows).toHaveLength(changed);
    expect(output).toContain(profile?.url);
    expect(output).toMatch(/\| `priority` +\| 0\.\.0 +\| +\| +\|/);
    expect(output).toMatch(/\| `meta` +\| 1\.\.1 +\| yes +\|/);
    expect(output).toMatch(
      /\| `dosageInstruction\.route` +\| 0\.\.1 +\| +\| `medication-module-route` \(required\) +\|/,
    );
    expect(output).toMatch(/doseAndRate\.rate\[x]` \(Quantity only\)/);
    expect(output).toMatch(/`mm-timing-schedule` on `MedicationRequest\.dosageInstruction`: /);
  });

  it('renders the ServiceRequest and contained Medication profiles', async () => {
    expect(await render('::profile-table{type="ServiceRequest"}\n')).toMatch(/`mm-sr-intent`/);
    expect(await render('::profile-table{type="Medication"}\n')).toMatch(/\| `batch` +\| 0\.\.0/);
  });

  it('fails the build for a type without a profile, and for a missing type', async () => {
    await expect(render('::profile-table{type="Patient"}\n')).rejects.toThrow(
      /no profile of Patient/,
    );
    await expect(render('::profile-table\n')).rejects.toThrow(/needs a type/);
  });
});
