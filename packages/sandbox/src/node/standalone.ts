import data from '@medication-sandbox/data';
import { runCli, stopOnSignals } from './cli';

/**
 * The entry of the downloadable sandbox (/sandbox/medication-sandbox.mjs): the shared command
 * line over the Node transport, with the sandbox data built into the file.
 */
runCli(data, process.argv.slice(2), { command: 'node medication-sandbox.mjs' })
  .then((running) => {
    if (running) stopOnSignals(running);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
