import { describe, expect, it } from 'vitest';
import { apiChangelog, changeKinds, currentRelease } from './changelog';
import { loadSpec, type OpenApiDocument } from './spec';

const spec = loadSpec();

/** The description with another changelog (and, unless given, its newest version as info.version). */
function withChangelog(changelog: unknown, version?: string): OpenApiDocument {
  const newest = Array.isArray(changelog) ? (changelog[0] as { version?: string }) : undefined;
  return {
    ...spec,
    info: { ...spec.info, version: version ?? newest?.version ?? '', 'x-changelog': changelog },
  };
}

describe('the changelog of the API description', () => {
  it('lists releases newest first, dated, each change flagged, the newest being info.version', () => {
    const releases = apiChangelog(spec);
    expect(releases.length).toBeGreaterThan(1);
    expect(currentRelease(spec).version).toBe(spec.info.version);
    for (const release of releases) {
      expect(release.version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(release.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const change of release.changes) expect(changeKinds).toContain(change.kind);
    }
    const dates = releases.map((release) => release.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('refuses what would make the history ambiguous, naming the entry', () => {
    const release = {
      version: '2.0.0',
      date: '2027-01-04',
      changes: [{ kind: 'breaking', change: 'x' }],
    };
    const older = {
      version: '1.0.0',
      date: '2024-12-10',
      changes: [{ kind: 'additive', change: 'y' }],
    };
    expect(() => apiChangelog(withChangelog([release, older], '1.9.0'))).toThrow(
      /info\.version is 1\.9\.0, the newest release of info\.x-changelog 2\.0\.0/,
    );
    expect(() => apiChangelog(withChangelog([older, release]))).toThrow(/newest first/);
    expect(() => apiChangelog(withChangelog([{ ...release, version: 'v2' }]))).toThrow(
      /x-changelog\[0\]\.version must be a version/,
    );
    expect(() => apiChangelog(withChangelog([{ ...release, date: '2027-02-30' }]))).toThrow(
      /x-changelog\[0\]\.date must be a quoted day/,
    );
    expect(() =>
      apiChangelog(withChangelog([{ ...release, changes: [{ kind: 'fix', change: 'z' }] }])),
    ).toThrow(/changes\[0\]\.kind must be one of breaking, deprecation, additive, not fix/);
    expect(() => apiChangelog(withChangelog([{ ...release, changes: [] }]))).toThrow(
      /lists no changes/,
    );
    expect(() => apiChangelog(withChangelog(undefined))).toThrow(/lists no release/);
  });
});
