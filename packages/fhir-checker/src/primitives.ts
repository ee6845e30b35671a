import { finding, type Finding } from './findings';
import type { GuideLink } from './guide-links';
import { own } from './own';

/**
 * R4's primitive types where @medplum/core's validator is more lenient than R4: a dateTime with
 * a time needs a time zone, an id is at most 64 letters, digits, `-` and `.`, and integers are
 * 32-bit. The patterns are R4's own (datatypes.html), anchored and free of nested repetition, so
 * they run in linear time; a value longer than any valid one is refused before them.
 */

interface PrimitiveRule {
  pattern?: RegExp;
  maxLength?: number;
  range?: [number, number];
  write: string;
}

const year = '([0-9]([0-9]([0-9][1-9]|[1-9]0)|[1-9]00)|[1-9]000)';
const zone = '(Z|(\\+|-)((0[0-9]|1[0-3]):[0-5][0-9]|14:00))';
const int32: [number, number] = [-2147483648, 2147483647];

const rules: Readonly<Record<string, PrimitiveRule>> = {
  dateTime: {
    pattern: new RegExp(
      `^${year}(-(0[1-9]|1[0-2])(-(0[1-9]|[1-2][0-9]|3[0-1])(T([01][0-9]|2[0-3]):[0-5][0-9]:([0-5][0-9]|60)(\\.[0-9]+)?${zone})?)?)?$`,
    ),
    maxLength: 64,
    write:
      'a date, or a date and time with seconds and a time zone offset: 2025-03-14, 2025-03-14T08:30:00+01:00',
  },
  id: {
    pattern: /^[A-Za-z0-9\-.]{1,64}$/,
    maxLength: 64,
    write: '1 to 64 letters, digits, “-” and “.” (no “_”)',
  },
  integer: { range: int32, write: 'a whole number from -2,147,483,648 to 2,147,483,647' },
  positiveInt: { range: [1, int32[1]], write: 'a whole number from 1 to 2,147,483,647' },
  unsignedInt: { range: [0, int32[1]], write: 'a whole number from 0 to 2,147,483,647' },
};

export function primitiveFindings(
  type: string,
  value: unknown,
  path: string,
  key: string,
  guide: GuideLink,
): Finding[] {
  const rule = own(rules, type);
  if (!rule) return [];
  let ok = true;
  if (rule.pattern && typeof value === 'string') {
    ok = value.length <= (rule.maxLength ?? Infinity) && rule.pattern.test(value);
  }
  if (rule.range && typeof value === 'number' && Number.isInteger(value)) {
    ok = value >= rule.range[0] && value <= rule.range[1];
  }
  return ok
    ? []
    : [
        finding(
          'error',
          'wrong-format',
          path,
          `“${key}” is not a valid FHIR ${type}: write ${rule.write}.`,
          guide,
        ),
      ];
}
