import path from 'node:path';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { conformanceUrl } from '@medication-module/api-description';
import { staticDirectories } from '../../config/static-folders';
import { recordedDigest } from '../integration-downloads/digests';
import {
  generatedDownloads,
  mcpServerDownload,
  type Download,
} from '../integration-downloads/downloads';
import { llmsDownloads } from '../llms-txt/files';

/** The first sentence of a description: what one line of the list has room for. */
function firstSentence(text: string): string {
  return (/^[\s\S]*?[.!?](?=\s|$)/.exec(text.trim())?.[0] ?? text).replace(/\s+/g, ' ').trim();
}

/**
 * The folders whose files the site serves under /fhir/: `fhir/` in each published folder.
 */
export const fhirFolders = (): string[] =>
  staticDirectories
    .map((folder) => path.resolve(__dirname, '../..', folder, 'fhir'))
    .filter((folder) => existsSync(folder));

/**
 * One line for each file served under /fhir/, read from the file itself: a FHIR resource's type, title
 * and the first sentence of its description, or the first sentence of another JSON file's
 * description. A file that says nothing about itself fails the build, so every file there is
 * described where it is written.
 */
export function conformanceDownloads(folders: readonly string[] = fhirFolders()): Download[] {
  return folders
    .flatMap((folder) => readdirSync(folder).map((file) => ({ folder, file })))
    .sort((a, b) => a.file.localeCompare(b.file))
    .map(({ folder, file }) => {
      const where = path.join(folder, file);
      let content: { resourceType?: unknown; title?: unknown; description?: unknown } = {};
      try {
        content = JSON.parse(readFileSync(where, 'utf8')) as typeof content;
      } catch {
        throw new Error(
          `${where}: a download in ${conformanceUrl} must be JSON with a description`,
        );
      }
      if (typeof content.description !== 'string' || content.description.trim() === '') {
        throw new Error(`${where} has no description for the downloads list`);
      }
      const kind =
        typeof content.resourceType === 'string' && typeof content.title === 'string'
          ? `FHIR R4 ${content.resourceType} "${content.title}". `
          : '';
      return {
        url: `${conformanceUrl}${file}`,
        description: kind + firstSentence(content.description),
      };
    });
}

/**
 * The order of the list: the API description's folder first, then the FHIR files, then the rest;
 * within a folder, the order of the sources (a stable sort keeps it).
 */
const folderOrder = ['openapi', 'fhir'];
const rank = (url: string): number => {
  const index = folderOrder.indexOf(url.split('/')[1] ?? '');
  return index === -1 ? folderOrder.length : index;
};

/**
 * Every file of the site that integrators download, each with one line, from the files' sources,
 * and the SHA-256 the build recorded from the bytes it serves (plugins/integration-downloads),
 * where there is one when the pages compile.
 */
export function siteDownloads(folders?: readonly string[]): Download[] {
  return [
    ...generatedDownloads,
    mcpServerDownload,
    ...conformanceDownloads(folders),
    ...llmsDownloads,
  ]
    .sort((a, b) => rank(a.url) - rank(b.url))
    .map((download) => {
      const sha256 = recordedDigest(download.url);
      return sha256 === undefined ? download : { ...download, sha256 };
    });
}
