import { bundledData, bundledSiteUrl } from '../bundled-data';
import { runCheckerCli } from './cli';

/**
 * The entry of the installable checker's command (`medication-fhir-check`): the command line
 * over the checker's data as the docs built it, bundled into the file, so it runs without the
 * R4 definitions or the docs' repository.
 */
process.exitCode = runCheckerCli(process.argv.slice(2), {
  command: 'medication-fhir-check',
  data: () => bundledData,
  siteUrl: bundledSiteUrl,
});
