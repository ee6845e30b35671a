import { gzipSync } from 'node:zlib';
import { pack } from 'tar-stream';

/** A conformance or example resource as the package holds it. */
export type FhirResource = { resourceType: string; id: string } & Record<string, unknown>;

/** The manifest fields of the FHIR NPM package specification this package fills. */
export interface PackageManifest {
  name: string;
  version: string;
  canonical: string;
  title: string;
  description: string;
  /** The release date, as the file times of every entry too (same input, same bytes). */
  date: string;
  author: string;
  license: string;
}

/** One line of `.index.json` (index-version 1): what a loader reads instead of every file. */
export interface IndexEntry {
  filename: string;
  resourceType: string;
  id: string;
  url?: string;
  version?: string;
  kind?: string;
  type?: string;
}

export interface PackageFile {
  /** The path in the tarball, `package/…`. */
  name: string;
  content: string;
}

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** A resource's file name by the convention the IG Publisher and the R4 core package use. */
export const resourceFileName = (resource: FhirResource): string =>
  `${resource.resourceType}-${resource.id}.json`;

function indexEntry(resource: FhirResource): IndexEntry {
  const entry: IndexEntry = {
    filename: resourceFileName(resource),
    resourceType: resource.resourceType,
    id: resource.id,
  };
  for (const key of ['url', 'version', 'kind', 'type'] as const) {
    const value = resource[key];
    if (typeof value === 'string') entry[key] = value;
  }
  return entry;
}

/** A folder's resources and its `.index.json`, in file-name order; two files of one name are refused. */
function folderFiles(folder: string, resources: readonly FhirResource[]): PackageFile[] {
  const sorted = [...resources].sort((a, b) =>
    resourceFileName(a).localeCompare(resourceFileName(b)),
  );
  const names = sorted.map(resourceFileName);
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  if (repeated.length > 0) throw new Error(`Two resources would be ${folder}/${repeated[0]}`);
  return [
    {
      name: `${folder}/.index.json`,
      content: json({ 'index-version': 1, files: sorted.map(indexEntry) }),
    },
    ...sorted.map((resource) => ({
      name: `${folder}/${resourceFileName(resource)}`,
      content: json(resource),
    })),
  ];
}

/**
 * The files of a FHIR NPM package for FHIR R4 (4.0.1): `package/package.json`, the conformance
 * resources with their `.index.json` in `package/`, the examples with theirs in `package/example/`.
 */
export function packageFiles(
  manifest: PackageManifest,
  conformance: readonly FhirResource[],
  examples: readonly FhirResource[],
): PackageFile[] {
  const packageJson = {
    name: manifest.name,
    version: manifest.version,
    canonical: manifest.canonical,
    url: manifest.canonical,
    title: manifest.title,
    description: manifest.description,
    fhirVersions: ['4.0.1'],
    dependencies: { 'hl7.fhir.r4.core': '4.0.1' },
    author: manifest.author,
    license: manifest.license,
    date: manifest.date.replaceAll('-', ''),
  };
  return [
    { name: 'package/package.json', content: json(packageJson) },
    ...folderFiles('package', conformance),
    ...folderFiles('package/example', examples),
  ].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The gzipped tar of the files, the same bytes for the same files: entries in name order, every
 * file time the release date, no owner, mode 644, and gzip's own header without a time.
 */
export async function tarball(files: readonly PackageFile[], date: string): Promise<Buffer> {
  const mtime = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(mtime.getTime())) throw new Error(`“${date}” is not a date (YYYY-MM-DD)`);
  const archive = pack();
  const chunks: Buffer[] = [];
  const done = new Promise<void>((resolve, reject) => {
    archive.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
    archive.on('end', resolve);
    archive.on('error', reject);
  });
  for (const file of [...files].sort((a, b) => a.name.localeCompare(b.name))) {
    archive.entry(
      { name: file.name, mtime, mode: 0o644, uid: 0, gid: 0, uname: '', gname: '' },
      file.content,
    );
  }
  archive.finalize();
  await done;
  return gzipSync(Buffer.concat(chunks), { level: 9 });
}
