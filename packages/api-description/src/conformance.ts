import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { currentRelease } from './changelog';
import { profiledTypes, profileUrl } from './profile-names';

/**
 * The module's FHIR conformance resources, published at /fhir/: the ValueSets of every coded
 * element the module sends and the CodeSystems of its local codes, hand-written in static/fhir/,
 * and the CapabilityStatement, hand-written in capability-statement.json and released with the
 * changelog (the docs write its published copy). The guides' terminology tables, the sandbox and
 * the tests all read them from here, so the downloads are the one source of truth.
 */
export const conformanceFolder = path.resolve(__dirname, '../static/fhir');
/** The folder a site publishes as it is (Docusaurus `staticDirectories`): `fhir/` in it. */
export const publishedFolder = path.dirname(conformanceFolder);
/** Where the site serves the folder: Docusaurus copies static/ into the build as it is. */
export const conformanceUrl = '/fhir/';

export interface ValueSetConcept {
  code: string;
  display?: string;
  extension?: { url: string; valueString?: string }[];
}
export interface ValueSetInclude {
  system: string;
  concept: ValueSetConcept[];
}
export interface ValueSetResource {
  resourceType: 'ValueSet';
  id: string;
  url: string;
  title: string;
  /** An example subset (the ATC codes of the examples): production data holds other codes. */
  experimental?: boolean;
  compose: { include: ValueSetInclude[] };
}
export interface CodeSystemResource {
  resourceType: 'CodeSystem';
  id: string;
  url: string;
  title: string;
  concept: { code: string; display?: string; definition?: string }[];
}
export type ConformanceResource = { resourceType: string; id: string; url?: string } & Record<
  string,
  unknown
>;

/** The R4 extension that says what a concept means in this value set (ValueSet.compose.include.concept). */
export const conceptDefinitionExtension =
  'http://hl7.org/fhir/StructureDefinition/valueset-concept-definition';

export interface ConformanceFile {
  file: string;
  resource: ConformanceResource;
}

export function conformanceFiles(folder: string = conformanceFolder): ConformanceFile[] {
  // Resources are named Type-id.json; other downloads sit beside them (the Dosage text vectors).
  return readdirSync(folder)
    .filter((name) => /^[A-Z][A-Za-z]+-[A-Za-z0-9.-]+\.json$/.test(name))
    .sort()
    .map((file) => ({
      file,
      resource: JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as ConformanceResource,
    }));
}

function resourcesOfType<T>(resourceType: string, folder?: string): T[] {
  return conformanceFiles(folder)
    .map(({ resource }) => resource)
    .filter((resource) => resource.resourceType === resourceType) as unknown as T[];
}

export const valueSets = (folder?: string): ValueSetResource[] =>
  resourcesOfType<ValueSetResource>('ValueSet', folder);

export const codeSystems = (folder?: string): CodeSystemResource[] =>
  resourcesOfType<CodeSystemResource>('CodeSystem', folder);

export function valueSetById(id: string, folder?: string): ValueSetResource {
  const found = valueSets(folder).find((valueSet) => valueSet.id === id);
  if (!found) throw new Error(`No ValueSet with id "${id}" in ${folder ?? conformanceFolder}`);
  return found;
}

/**
 * The module's CapabilityStatement, what `GET [base]/metadata` answers and /fhir/ offers for
 * download. It is written in capability-statement.json without its release: `version`,
 * `date` and `software.version` are those of the newest release of the API's changelog
 * (`info.x-changelog` of the OpenAPI description), the one source `info.version` also names.
 */
export const capabilityStatementFile = path.resolve(__dirname, '../capability-statement.json');
export const capabilityStatementUrl = `${conformanceUrl}CapabilityStatement-medication-module.json`;

export function capabilityStatement(
  release: { version: string; date: string } = currentRelease(),
  file: string = capabilityStatementFile,
): ConformanceResource {
  const written = JSON.parse(readFileSync(file, 'utf8')) as ConformanceResource;
  if (written.resourceType !== 'CapabilityStatement' || 'version' in written || 'date' in written) {
    throw new Error(
      `${file} must be a CapabilityStatement without version and date: they come from the changelog`,
    );
  }
  // R4's element order: version after url, date after experimental.
  const statement: ConformanceResource = { resourceType: written.resourceType, id: written.id };
  for (const [key, value] of Object.entries(written)) {
    statement[key] =
      key === 'software'
        ? { ...(value as object), version: release.version }
        : key === 'rest'
          ? withSupportedProfiles(value)
          : value;
    if (key === 'url') statement.version = release.version;
    if (key === 'experimental') statement.date = release.date;
  }
  return statement;
}

/** Each resource of the statement's `rest` names the module's profile of its type, right after `type`. */
function withSupportedProfiles(rest: unknown): unknown {
  if (!Array.isArray(rest)) return rest;
  return rest.map((part: { resource?: { type: string }[] }) => ({
    ...part,
    resource: part.resource?.map((resource) => {
      const profiled = profiledTypes.find((candidate) => candidate.type === resource.type);
      if (!profiled) return resource;
      const { type, ...others } = resource;
      return { type, supportedProfile: [profileUrl(profiled)], ...others };
    }),
  }));
}

/** Every conformance resource the site publishes: the files of static/fhir/ and the statement. */
export function conformanceResources(folder?: string): ConformanceFile[] {
  return [
    ...conformanceFiles(folder),
    { file: path.basename(capabilityStatementUrl), resource: capabilityStatement() },
  ];
}

export function conceptDefinition(concept: ValueSetConcept): string | undefined {
  return concept.extension?.find((extension) => extension.url === conceptDefinitionExtension)
    ?.valueString;
}
