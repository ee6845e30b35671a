import path from 'node:path';
import { publishedFolder as apiDescriptionFiles } from '@medication-module/api-description';
import { publishedFolder as dosageRendererFiles } from '@medication-module/dosage-text/bundle';

const siteDir = path.resolve(__dirname, '..');

/**
 * The folders the site publishes as they are: its own static/, and the files the packages keep
 * for publishing (the conformance resources under /fhir/, the Dosage test vectors beside them).
 * Relative to the site, as Docusaurus writes them into the client's config. The downloads list
 * reads the same folders (plugins/downloads-list).
 */
export const staticDirectories = [
  'static',
  path.relative(siteDir, apiDescriptionFiles),
  path.relative(siteDir, dosageRendererFiles),
] satisfies string[];
