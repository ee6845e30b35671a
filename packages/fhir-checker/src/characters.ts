import { finding, type Finding } from './findings';
import type { GuideLink } from './guide-links';

/**
 * Characters a reader cannot see in a value: R4 forbids the control characters below U+0020 (but
 * tab, CR and LF) in every string (datatypes.html#string); bidi controls and zero-width
 * characters are valid R4 but reorder or hide what a screen shows (a unit `‮gm 01‬` displays as
 * “10 mg”), so in a code, a unit or a dosage text they are not what the module sends. One scan of
 * each value, whatever its length.
 */

const isControl = (code: number): boolean =>
  code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;

const isInvisible = (code: number): boolean =>
  code === 0x061c ||
  (code >= 0x200b && code <= 0x200f) ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2060 && code <= 0x2069) ||
  code === 0xfeff;

/** Where a hidden character changes what the value means, not only how it reads. */
const codeTypes = new Set(['code', 'id', 'uri', 'url', 'canonical', 'oid', 'uuid']);

const hex = (code: number): string => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

export function characterFindings(
  type: string,
  elementPath: string,
  value: unknown,
  path: string,
  guide: GuideLink,
): Finding[] {
  if (typeof value !== 'string') return [];
  let control: number | undefined;
  let invisible: number | undefined;
  for (let i = 0; i < value.length && (control === undefined || invisible === undefined); i++) {
    const code = value.charCodeAt(i);
    if (control === undefined && isControl(code)) control = code;
    if (invisible === undefined && isInvisible(code)) invisible = code;
  }
  const found: Finding[] = [];
  if (control !== undefined) {
    found.push(
      finding(
        'error',
        'control-character',
        path,
        `This value holds the control character ${hex(control)}, which no FHIR R4 string may hold.`,
        guide,
      ),
    );
  }
  if (invisible !== undefined) {
    const meaning =
      codeTypes.has(type) || elementPath.endsWith('.unit') || elementPath === 'Dosage.text';
    found.push(
      finding(
        meaning ? 'warning' : 'information',
        'invisible-character',
        path,
        `This value holds ${hex(invisible)}, a character that is not shown but ${invisible >= 0x202a && invisible <= 0x202e ? 'reorders the text around it' : 'changes what compares equal'}: ${meaning ? 'the module never sends one in a code, a unit or a dosage text' : 'check the value is what it looks like'}.`,
        guide,
      ),
    );
  }
  return found;
}
