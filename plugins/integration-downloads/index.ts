import { readdirSync, readFileSync } from 'node:fs';
import { siteUrl } from '../../config/site';
import { packToolPackages } from '../../scripts/package-tarballs';
import type { PackedPackage } from '../../scripts/pack-package';
import type { Plugin } from '@docusaurus/types';
import { openApiDownloadUrl, postmanCollectionUrl } from '../../config/openapi-paths';
import {
  apiChangelog,
  capabilityStatement,
  capabilityStatementFile,
  capabilityStatementUrl,
  integrationContact,
  loadSpec,
  specFile,
} from '@medication-module/api-description';
import {
  buildDosageRenderer,
  dosageRendererSources,
  type DosageRenderer,
} from '@medication-module/dosage-text/bundle';
import { changelogFeed } from '../api-changelog/feed';
import { changelogFeedUrl, changelogPage } from '../api-changelog/place';
import {
  dosageRendererTypesUrl,
  dosageRendererUrl,
  dosageRendererUrls,
  examplesBundleUrl,
  fhirPackageUrl,
  generatedDownloads,
  sandboxDownloadUrl,
} from './downloads';
import path from 'node:path';
import { fhirFolders } from '../downloads-list/catalogue';
import { checksumsFile, checksumsUrl, recordDigests } from './digests';
import { emitAssets, type EmittedFile } from './emit-assets';
import { examplesBundle } from './examples-bundle';
import { postmanCollection } from './postman-collection';
import { buildSandboxDownload, sandboxDownloadSources } from '@medication-module/sandbox/bundle';
import { modulePackageTarball } from '@medication-module/fhir-package';

const pluginName = 'integration-downloads';

export { examplesBundleUrl } from './downloads';

interface Downloads {
  changelog: string;
  statement: string;
  bundle: string;
  fhirPackage: Buffer;
  collection: string;
  renderer: DosageRenderer;
  sandbox: string;
  tarballs: PackedPackage[];
}

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Fails when the files to emit and the described downloads differ, so no download is written
 * without the line the site's downloads list shows for it, and no line lists a missing file.
 */
export function assertDescribed(files: readonly EmittedFile[]): void {
  const emitted = files.map((file) => `/${file.target}`).sort();
  const described = generatedDownloads.map((download) => download.url).sort();
  const undescribed = emitted.filter((url) => !described.includes(url));
  const missing = described.filter((url) => !emitted.includes(url));
  if (undescribed.length > 0 || missing.length > 0) {
    throw new Error(
      [
        ...undescribed.map(
          (url) =>
            `${pluginName} emits ${url}: describe it in generatedDownloads (plugins/integration-downloads/downloads.ts)`,
        ),
        ...missing.map(
          (url) => `generatedDownloads lists ${url}, which ${pluginName} does not emit`,
        ),
      ].join('\n'),
    );
  }
}

/**
 * Writes the generated downloads into the build (and the dev server): from
 * packages/api-description/medication.yaml the description itself, at the address the API reference's download
 * button links to, the Bundle of every example resource and the Postman collection; from
 * packages/dosage-text the reference Dosage renderer as one ES module with its declarations; from
 * packages/sandbox and packages/sandbox/src/node the sandbox as one file for Node. Copied
 * and generated on every build, so none can drift from its source, and the repository keeps a
 * single copy of each.
 */
export default function integrationDownloadsPlugin(): Plugin {
  return {
    name: pluginName,
    async loadContent(): Promise<Downloads> {
      const spec = loadSpec();
      return {
        changelog: changelogFeed(apiChangelog(spec), {
          siteUrl,
          ...changelogPage,
          feedUrl: changelogFeedUrl,
          title: `${spec.info.title}: changelog`,
          author: integrationContact(spec).name,
        }),
        statement: json(capabilityStatement()),
        bundle: json(examplesBundle(spec)),
        fhirPackage: await modulePackageTarball(),
        collection: json(await postmanCollection()),
        renderer: await buildDosageRenderer(dosageRendererUrls),
        sandbox: await buildSandboxDownload(sandboxDownloadUrl),
        tarballs: await packToolPackages({
          siteUrl,
          sandboxUrl: sandboxDownloadUrl,
          rendererUrls: dosageRendererUrls,
        }),
      };
    },
    getPathsToWatch() {
      return [
        specFile,
        capabilityStatementFile,
        ...dosageRendererSources(),
        ...sandboxDownloadSources(),
      ];
    },
    configureWebpack(_config, isServer, _utils, content) {
      if (isServer) return {};
      // Docusaurus hands back what loadContent returned.
      const { changelog, statement, bundle, fhirPackage, collection, renderer, sandbox, tarballs } =
        content as Downloads;
      const files: EmittedFile[] = [
        // Read when emitted, so the dev server serves the description as it is edited.
        {
          target: openApiDownloadUrl.slice(1),
          content: () => readFileSync(specFile),
          dependencies: [specFile],
        },
        { target: changelogFeedUrl.slice(1), content: () => changelog, dependencies: [] },
        { target: capabilityStatementUrl.slice(1), content: () => statement, dependencies: [] },
        { target: examplesBundleUrl.slice(1), content: () => bundle, dependencies: [] },
        { target: fhirPackageUrl.slice(1), content: () => fhirPackage, dependencies: [] },
        {
          target: postmanCollectionUrl.slice(1),
          content: () => collection,
          dependencies: [],
        },
        { target: dosageRendererUrl.slice(1), content: () => renderer.module, dependencies: [] },
        {
          target: dosageRendererTypesUrl.slice(1),
          content: () => renderer.declarations,
          dependencies: [],
        },
        { target: sandboxDownloadUrl.slice(1), content: () => sandbox, dependencies: [] },
        ...tarballs.map((packed) => ({
          target: `packages/${packed.fileName}`,
          content: () => packed.tarball,
          dependencies: [],
        })),
      ];
      // The SHA-256 of every download but the llms files (written after the pages, from them),
      // computed once here, before any page compiles: the files above as emitted, and the
      // published folders' files under /fhir/ as served. The checksums file and the downloads
      // list's rows both read these.
      const digests = recordDigests([
        ...files.map((file) => ({ url: `/${file.target}`, content: file.content() })),
        ...fhirFolders().flatMap((folder) =>
          readdirSync(folder).map((name) => ({
            url: `/fhir/${name}`,
            content: readFileSync(path.join(folder, name)),
          })),
        ),
      ]);
      const checksums = checksumsFile(digests);
      files.push({ target: checksumsUrl.slice(1), content: () => checksums, dependencies: [] });
      assertDescribed(files);
      return { plugins: [emitAssets(pluginName, files)] };
    },
  };
}
