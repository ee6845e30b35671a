import { readFileSync } from 'node:fs';
import { checksumsUrl } from './digests';
import { openApiDownloadUrl, postmanCollectionUrl } from '../../config/openapi-paths';
import { capabilityStatementUrl, conformanceUrl } from '@medication-module/api-description';
import { changelogFeedUrl } from '../api-changelog/place';

/** A file of the site that integrators download, with the line the downloads list gives it. */
export interface Download {
  /** Site-relative address, for example `/openapi/medication.yaml`. */
  url: string;
  /** One line saying what the file is for; Markdown code spans allowed. */
  description: string;
  /** The SHA-256 of the file as served, where it is known when the pages are compiled. */
  sha256?: string;
}

/** Where the Bundle of the OpenAPI examples is served, beside the hand-written conformance resources. */
export const examplesBundleUrl = `${conformanceUrl}Bundle-medication-module-examples.json`;

/** Where the Dosage renderer is served, beside its test vectors; TypeScript pairs `.mjs` with `.d.mts`. */
export const dosageRendererUrl = `${conformanceUrl}dosage-text.mjs`;
/** The renderer and its vectors, as the renderer's first lines name them. */
export const dosageRendererUrls = {
  module: dosageRendererUrl,
  vectors: `${conformanceUrl}dosage-text-vectors.json`,
};
export const dosageRendererTypesUrl = `${conformanceUrl}dosage-text.d.mts`;

/** Where the site serves the module's FHIR package (the name the FHIR NPM package spec gives a package's tarball). */
export const fhirPackageUrl = `${conformanceUrl}package.tgz`;

/** Where the site serves the downloadable sandbox. */
export const sandboxDownloadUrl = '/sandbox/medication-sandbox.mjs';

/** The tools integrators install with npm, by their folder under packages/. */
const toolTarballs = {
  'dosage-text':
    'The Dosage renderer as an npm package: ESM with its types and the test vectors (`@medication-module/dosage-text/vectors.json`).',
  sandbox:
    'The API sandbox as an npm package: the `medication-sandbox` command and `startSandbox()`, example data built in.',
  'fhir-checker':
    'The FHIR checker of "Check a resource" as an npm package: the `medication-fhir-check` command and `checkResource()`, its data built in.',
} as const;

/** A package's version, from its manifest (its exports map gives `./package.json`). */
const versionOf = (name: string): string =>
  (
    JSON.parse(
      readFileSync(require.resolve(`@medication-module/${name}/package.json`), 'utf8'),
    ) as { version: string }
  ).version;

/** Where the site serves a package's tarball: the file name `npm pack` gives it, under /packages/. */
export const tarballUrl = (name: keyof typeof toolTarballs | 'mcp-server'): string =>
  `/packages/medication-module-${name}-${versionOf(name)}.tgz`;

const tarballDownloads: Download[] = (
  Object.entries(toolTarballs) as [keyof typeof toolTarballs, string][]
).map(([name, what]) => ({
  url: tarballUrl(name),
  description: `${what} Version ${versionOf(name)}, Apache-2.0; \`npm install\` this file's address, nothing else is fetched.`,
}));

/**
 * Every file this plugin writes into the build. The plugin refuses to emit a file that is not
 * listed here, so the downloads list of the getting-started guide (plugins/downloads-list), which
 * reads this list, shows every generated download the moment it exists.
 */
export const generatedDownloads: readonly Download[] = [
  {
    url: openApiDownloadUrl,
    description:
      'The OpenAPI 3.0 description of the API: both reads, their answers and errors, the notification callback, every example and the changelog (`info.x-changelog`). The API reference is generated from it.',
  },
  {
    url: changelogFeedUrl,
    description:
      "The API's changelog as an Atom feed, one entry per release, each change flagged breaking, deprecation or additive: subscribe to it in a feed reader.",
  },
  {
    url: capabilityStatementUrl,
    description:
      "FHIR R4 CapabilityStatement of the module's API, what `GET [base]/metadata` answers: reads, formats, security and the notification registration's operations, versioned and dated as the newest release of the changelog.",
  },
  {
    url: fhirPackageUrl,
    description:
      "The module's contract as a FHIR R4 package (FHIR NPM package format): the profiles of MedicationRequest, ServiceRequest and the contained Medication, the ValueSets, CodeSystems and CapabilityStatement, and the examples. Load it into the HL7 validator with `-ig package.tgz`, or into HAPI or Firely.",
  },
  {
    url: postmanCollectionUrl,
    description:
      'The API as a Postman collection (import it in Postman or Bruno): one request per example resource, `baseUrl` set to the local sandbox, checks on every answer.',
  },
  {
    url: examplesBundleUrl,
    description:
      'Every example resource of the API reference in one FHIR R4 `collection` Bundle, for your test fixtures.',
  },
  {
    url: dosageRendererUrl,
    description:
      'The reference rendering of a FHIR R4 `Dosage` as a sentence in English, Dutch, French or German: one ES module without dependencies (Apache-2.0), to run or port; check it against the Dosage test vectors.',
  },
  {
    url: dosageRendererTypesUrl,
    description: 'The TypeScript declarations of the Dosage renderer, found beside the module.',
  },
  {
    url: sandboxDownloadUrl,
    description:
      'The API sandbox as one file for Node 20 or newer, nothing to install: `node medication-sandbox.mjs` answers like the local sandbox on http://127.0.0.1:4010, from example data only.',
  },
  ...tarballDownloads,
  {
    url: checksumsUrl,
    description:
      'The SHA-256 of each download but the llms files, for `sha256sum -c --ignore-missing`.',
  },
];

/**
 * The MCP server's package, which the search plugin's wrapper packs after the build
 * (plugins/mcp-server): it carries the Markdown twins and the search index, written only then.
 */
export const mcpServerDownload: Download = {
  url: tarballUrl('mcp-server'),
  description: `The docs as a local MCP server for AI assistants (stdio, \`npx medication-mcp\`): search, pages as Markdown, API operations, the Dosage renderer, the FHIR checker and the sandbox, answered from files in the package, with no network request of any kind. Version ${versionOf('mcp-server')}, Apache-2.0; \`npm install\` this file's address, nothing else is fetched.`,
};
