import { checkerData, runCheckerCli } from '@medication-module/fhir-checker/node';
import { siteUrl } from '../config/site';

/**
 * `npm run check-resource -- [--explain] [--json] [--strict] FILE…`: the checker's command line with the
 * data built from this repository's sources, its findings linked into this site.
 */
process.exitCode = runCheckerCli(process.argv.slice(2), {
  command: 'npm run check-resource --',
  data: () => checkerData(),
  siteUrl,
});
