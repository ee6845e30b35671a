import { contentSecurityPolicy, scanInlineScripts } from '../../scripts/csp-hashes';
import { headerValues, type HeaderList } from './raw-http';

/** The policy the recipe must send: the one `npm run csp-hashes` derives from this build. */
export const expectedPolicy = contentSecurityPolicy(scanInlineScripts().hashes);

/** Each header every answer of the recipe carries, with a test of its value. */
const securityHeaders: [name: string, ok: (value: string) => boolean][] = [
  ['content-security-policy', (value) => value === expectedPolicy],
  ['x-content-type-options', (value) => value === 'nosniff'],
  ['referrer-policy', (value) => value === 'strict-origin-when-cross-origin'],
  ['permissions-policy', (value) => value.includes('camera=()')],
  ['x-frame-options', (value) => value === 'DENY'],
  ['cross-origin-opener-policy', (value) => value === 'same-origin'],
];

/**
 * What is wrong with an answer's security headers: a header missing, sent twice
 * (nginx repeats add_header lines when it turns an answer into an error late)
 * or with another value. Empty when all is well.
 */
export function securityHeaderProblems(headers: HeaderList): string[] {
  return securityHeaders.flatMap(([name, ok]) => {
    const values = headerValues(headers, name);
    if (values.length !== 1) return [`${name} sent ${values.length} times`];
    const [value = ''] = values;
    return ok(value) ? [] : [`${name}: ${value}`];
  });
}
