/**
 * Interpreters tried for the API reference's Python samples, in order. Developer machines
 * often have a pyenv `python3` with requests; Debian's /usr/bin/python3 has it once
 * `python3-requests` is installed, which the preflight does on a fresh machine.
 */
export const pythonCandidates = ['python3', '/usr/bin/python3', 'python'];
