import {
  capabilityStatement,
  conformanceFiles,
  currentRelease,
  fhirCanonical,
  isJsonObject,
  loadSpec,
  moduleSends,
  responseExamples,
  terminologyBindings,
  valueSets,
  type OpenApiDocument,
} from '@medication-module/api-description';
import { r4Definitions, type R4Definitions } from './definitions';
import { generateProfiles, type GeneratedProfiles } from './profiles';
import { packageFiles, tarball, type FhirResource, type PackageManifest } from './fhir-npm-package';

/** The FHIR package's name (lower case, dot-separated, as the FHIR package registry names them). */
export const fhirPackageName = 'example.fhir.medication-module';

const isResource = (value: unknown): value is FhirResource =>
  isJsonObject(value) && typeof value.resourceType === 'string' && typeof value.id === 'string';

/** Every resource example of the API's reads (their 200 answers), each once. */
export function apiExamples(spec: OpenApiDocument): FhirResource[] {
  const byFile = new Map<string, FhirResource>();
  for (const template of Object.keys(spec.paths)) {
    for (const { name, value } of responseExamples(spec, template, '200')) {
      if (!isResource(value))
        throw new Error(`Example ${name} of GET ${template} is not a resource`);
      const key = `${value.resourceType}/${value.id}`;
      const known = byFile.get(key);
      if (known && JSON.stringify(known) !== JSON.stringify(value)) {
        throw new Error(`Two different examples are ${key}`);
      }
      byFile.set(key, value);
    }
  }
  return [...byFile.values()];
}

/**
 * The module's profiles as the description says: what the package carries and what the checker
 * (@medication-module/fhir-checker) evaluates. `definitions` lets a caller that has already read
 * the R4 base pass it in.
 */
export function moduleProfiles(
  spec: OpenApiDocument = loadSpec(),
  definitions: R4Definitions = r4Definitions(),
): GeneratedProfiles {
  return generateProfiles(
    {
      sends: moduleSends(spec),
      bindings: terminologyBindings,
      valueSets: valueSets(),
      release: currentRelease(spec),
    },
    definitions,
  );
}

export interface ModulePackage {
  manifest: PackageManifest;
  profiles: GeneratedProfiles;
  conformance: FhirResource[];
  examples: FhirResource[];
}

/**
 * Everything the module's FHIR package holds, read from the API description: the generated
 * profiles, the ValueSets and CodeSystems of static/fhir/, the released CapabilityStatement
 * (which names the profiles) and the examples of the API's reads.
 */
export function modulePackage(spec: OpenApiDocument = loadSpec()): ModulePackage {
  const release = currentRelease(spec);
  const profiles = moduleProfiles(spec);
  const conformance: FhirResource[] = [
    ...profiles.profiles,
    ...conformanceFiles().map(({ resource }) => resource),
    capabilityStatement(release),
  ];
  return {
    manifest: {
      name: fhirPackageName,
      version: release.version,
      canonical: fhirCanonical,
      title: `${spec.info.title}: FHIR R4 profiles`,
      description:
        "The medication module's FHIR R4 API as a FHIR package: its profiles of MedicationRequest, ServiceRequest and the contained Medication, its ValueSets and CodeSystems, its CapabilityStatement and the API's examples.",
      date: release.date,
      author: 'Medication module',
      license: 'Apache-2.0',
    },
    profiles,
    conformance,
    examples: apiExamples(spec),
  };
}

/** The module's FHIR package as `package.tgz` bytes: the same description gives the same bytes. */
export async function modulePackageTarball(
  content: ModulePackage = modulePackage(),
): Promise<Buffer> {
  return tarball(
    packageFiles(content.manifest, content.conformance, content.examples),
    content.manifest.date,
  );
}
