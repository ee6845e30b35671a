import { publishedFolder as apiDescriptionFiles } from '@medication-module/api-description';
import { publishedFolder as dosageRendererFiles } from '@medication-module/dosage-text/bundle';

/**
 * The folders the site publishes as they are: its own static/, and the files the packages keep
 * for publishing (the conformance resources under /fhir/, the Dosage test vectors beside them).
 * The downloads list reads the same folders (plugins/downloads-list).
 */
export const staticDirectories = [
  'static',
  apiDescriptionFiles,
  dosageRendererFiles,
] satisfies string[];
