import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { profiledTypes, profileUrl } from '@medication-module/api-description';
import {
  BasePackageLoader,
  createSQLJSPackageDB,
  DiskBasedPackageCache,
  LoadStatus,
} from 'fhir-package-loader';
import { extract } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileViolations } from './instance-check';
import { modulePackage, modulePackageTarball, fhirPackageName } from './module-package';
import type { StructureDefinition } from './definitions';

/** The tarball's entries, read as the FHIR NPM package spec says: a gzipped tar under `package/`. */
async function entries(tgz: Buffer): Promise<Map<string, { text: string; mtime?: Date }>> {
  const found = new Map<string, { text: string; mtime?: Date }>();
  const reader = extract();
  const done = new Promise<void>((resolve, reject) => {
    reader.on('entry', (header, stream, next) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
      stream.on('end', () => {
        found.set(header.name, {
          text: Buffer.concat(chunks).toString('utf8'),
          mtime: header.mtime,
        });
        next();
      });
    });
    reader.on('finish', resolve);
    reader.on('error', reject);
  });
  reader.end(gunzipSync(tgz));
  await done;
  return found;
}

const content = modulePackage();
let tgz: Buffer;
let files: Map<string, { text: string; mtime?: Date }>;
const parsed = (name: string): Record<string, unknown> => {
  const file = files.get(name);
  if (!file) throw new Error(`No ${name} in the package`);
  return JSON.parse(file.text) as Record<string, unknown>;
};

beforeAll(async () => {
  tgz = await modulePackageTarball(content);
  files = await entries(tgz);
});

describe('package.tgz', () => {
  it('is the same bytes for the same description', async () => {
    expect((await modulePackageTarball(content)).equals(tgz)).toBe(true);
  });

  it('has the manifest of a FHIR R4 package', () => {
    expect([...files.keys()].every((name) => name.startsWith('package/'))).toBe(true);
    expect(parsed('package/package.json')).toMatchObject({
      name: fhirPackageName,
      version: content.manifest.version,
      canonical: 'https://fhir.example.org',
      fhirVersions: ['4.0.1'],
      dependencies: { 'hl7.fhir.r4.core': '4.0.1' },
    });
    expect(fhirPackageName).toMatch(/^[a-z][a-z0-9-]*(\.[a-z0-9-]+)+$/);
  });

  it('indexes every resource file of each folder in its .index.json, with the resource’s own fields', () => {
    for (const folder of ['package', 'package/example']) {
      const index = parsed(`${folder}/.index.json`) as {
        'index-version': number;
        files: Record<string, string>[];
      };
      expect(index['index-version']).toBe(1);
      const inFolder = [...files.keys()]
        .filter((name) => path.posix.dirname(name) === folder)
        .map((name) => path.posix.basename(name))
        .filter((name) => name !== '.index.json' && name !== 'package.json')
        .sort();
      expect(index.files.map((entry) => entry.filename).sort()).toEqual(inFolder);
      for (const entry of index.files) {
        const resource = parsed(`${folder}/${entry.filename}`);
        for (const key of ['resourceType', 'id', 'url', 'version', 'kind', 'type']) {
          expect(entry[key], `${entry.filename} ${key}`).toBe(resource[key]);
        }
      }
    }
  });

  it('holds the profiles, the terminology, the CapabilityStatement naming the profiles, and the examples', () => {
    const index = parsed('package/.index.json') as { files: Record<string, string>[] };
    const types = new Set(index.files.map((entry) => entry.resourceType));
    expect([...types].sort()).toEqual([
      'CapabilityStatement',
      'CodeSystem',
      'StructureDefinition',
      'ValueSet',
    ]);
    const statement = parsed('package/CapabilityStatement-medication-module.json') as {
      rest: { resource: { type: string; supportedProfile?: string[] }[] }[];
    };
    for (const profiled of profiledTypes.filter((item) => item.type !== 'Medication')) {
      const resource = statement.rest[0]?.resource.find((item) => item.type === profiled.type);
      expect(resource?.supportedProfile).toEqual([profileUrl(profiled)]);
      expect(files.has(`package/StructureDefinition-${profiled.id}.json`)).toBe(true);
    }
    const examples = [...files.keys()].filter((name) => name.startsWith('package/example/'));
    expect(examples.length).toBe(content.examples.length + 1);
  });

  it('holds examples that keep their profiles', () => {
    const profileOf = (type: string) =>
      content.profiles.profiles.find((profile) => profile.type === type);
    for (const example of content.examples) {
      const profile = profileOf(example.resourceType);
      if (!profile) continue;
      expect(profileViolations(example, profile), example.id).toEqual([]);
    }
  });
});

describe('package.tgz in fhir-package-loader', () => {
  const cacheFolder = mkdtempSync(path.join(tmpdir(), 'fhir-cache-'));
  afterAll(() => rmSync(cacheFolder, { recursive: true, force: true }));
  const offline = () => Promise.reject(new Error('no registry in this test'));

  it('loads from the FHIR package cache, and finds each profile by its URL', async () => {
    const messages: string[] = [];
    const log = (level: string, message: string) => messages.push(`${level}: ${message}`);
    const cache = new DiskBasedPackageCache(cacheFolder, { log });
    const loader = new BasePackageLoader(
      await createSQLJSPackageDB(),
      cache,
      {
        // A concrete version needs no registry; anything else would have to ask one.
        resolveVersion: (_name: string, version: string) =>
          /^\d+\.\d+\.\d+$/.test(version) ? Promise.resolve(version) : offline(),
        download: offline,
      },
      { downloadCurrentBuild: offline, getCurrentBuildDate: offline },
      { log },
    );
    await cache.cachePackageTarball(fhirPackageName, content.manifest.version, Readable.from(tgz));
    const status = await loader.loadPackage(fhirPackageName, content.manifest.version);
    expect(status, messages.join('\n')).toBe(LoadStatus.LOADED);
    expect(messages.filter((message) => message.startsWith('error'))).toEqual([]);
    for (const profile of content.profiles.profiles) {
      const loaded = loader.findResourceJSON(profile.url) as StructureDefinition | undefined;
      expect(loaded?.snapshot?.element.length, profile.url).toBe(profile.snapshot?.element.length);
    }
    const valueSets = loader.findResourceInfos('*', { type: ['ValueSet'] });
    expect(valueSets.length).toBe(
      content.conformance.filter((r) => r.resourceType === 'ValueSet').length,
    );
  });
});
