import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ifNoneMatchMatches } from './conditional';
import { compareInstants, httpDate, parseZonedDateTime } from './fhir-time';
import { acceptsJson, wantsJson } from './format';

/** Any UTF-16 text, lone surrogates and control characters included (cheaper than unit 'binary'). */
const anyText = (maxLength: number) =>
  fc.string({
    unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
    maxLength,
  });

/**
 * The sandbox's reading of Accept and _format (the lead's one rule), If-None-Match (weak
 * comparison, lists) and X-Sandbox-Time (a FHIR dateTime with a zone, nothing else).
 */

describe('Accept and _format', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['application/fhir+json', true],
    ['application/fhir+json; fhirVersion=4.0', true],
    ['application/json;charset=utf-8', true],
    ['APPLICATION/JSON', true],
    ['application/*', true],
    ['*/*', true],
    ['text/html, application/xhtml+xml, */*;q=0.8', true],
    ['text/html, application/fhir+json;q=0.9', true],
    ['application/fhir+json;q=0', false],
    ['application/fhir+json;q=0.000, text/html', false],
    ['*/*;q=0', false],
    ['application/fhir+xml', false],
    ['application/xml, text/html', false],
    ['text/*', true],
    ['text/json', true],
    ['text/json; charset=utf-8', true],
    ['application/fhir+json; fhirVersion=3.0', false],
    ['application/fhir+json; fhirVersion=5.0', false],
    ['application/fhir+json; fhirVersion="4.0"', true],
    ['application/fhir+json; fhirVersion=4.0.1', true],
    ['application/fhir+json; fhirVersion=3.0, application/fhir+json; fhirVersion=4.0;q=0.5', true],
    ['*/*; fhirVersion=5.0', false],
    ['application/fhir+json; fhirVersion=4.0; q=0', false],
    ['application/fhir+json;q=2', false],
    ['application/fhir+json;q=abc', false],
    ['application', false],
    ['text/html;foo="a,application/json"', false],
  ])('Accept %j is acceptable: %s', (accept, expected) => {
    expect(acceptsJson(accept)).toBe(expected);
  });

  it.each([
    ['json', 'application/fhir+xml', true],
    ['application/json', undefined, true],
    ['application/fhir+json', undefined, true],
    ['application/fhir+json;fhirVersion=4.0', undefined, true],
    ['application/fhir+json;fhirVersion=3.0', undefined, false],
    ['json;fhirVersion=5.0', 'application/fhir+json', false],
    ['xml', 'application/fhir+json', false],
    ['application/fhir+xml', undefined, false],
    ['html', undefined, false],
    ['ttl', undefined, false],
    ['', undefined, false],
  ])('_format %j (Accept %j) gives JSON: %s', (format, accept, expected) => {
    expect(wantsJson(accept, format)).toBe(expected);
  });

  it('never throws, whatever the header holds', () => {
    fc.assert(
      fc.property(anyText(20), (accept) => {
        expect(typeof acceptsJson(accept)).toBe('boolean');
      }),
    );
  });

  it('a JSON range with q > 0 is enough, wherever it sits in the list', () => {
    const other = fc.constantFrom('text/html', 'application/xml;q=0.9', 'image/png', 'text/*');
    const json = fc.constantFrom(
      'application/fhir+json',
      'application/json',
      'application/*',
      '*/*',
    );
    const weight = fc.constantFrom('', ';q=1', ';q=0.5', ';q=0.001', ';charset=utf-8');
    fc.assert(
      fc.property(fc.array(other), json, weight, fc.array(other), (before, range, q, after) => {
        expect(acceptsJson([...before, `${range}${q}`, ...after].join(', '))).toBe(true);
      }),
    );
  });
});

describe('If-None-Match', () => {
  it.each([
    ['W/"3"', true],
    ['"3"', true],
    ['W/"2", W/"3"', true],
    ['"1","3"', true],
    ['*', true],
    ['W/"4"', false],
    ['W/"33"', false],
    ['3', false],
    ['', false],
  ])('%j matches version 3: %s', (header, expected) => {
    expect(ifNoneMatchMatches(header, '3')).toBe(expected);
  });

  it('matches a list exactly when one of its tags, weak or strong, is the version', () => {
    const tag = fc.stringMatching(/^[A-Za-z0-9.-]{1,8}$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(tag, fc.boolean()), { minLength: 1 }), tag, (tags, version) => {
        const header = tags.map(([value, weak]) => `${weak ? 'W/' : ''}"${value}"`).join(' , ');
        expect(ifNoneMatchMatches(header, version)).toBe(tags.some(([value]) => value === version));
      }),
    );
  });
});

describe('X-Sandbox-Time', () => {
  it.each([
    '2025',
    '2025-03',
    '2025-03-13',
    'March 7, 2025',
    '2025-03-13T17:00:00',
    '2025-03-13T17:00',
    '2025-03-13 17:00:00+01:00',
    '2025-02-29T10:00:00Z',
    '2025-03-13T24:00:00Z',
    '2025-03-13T17:00:00+14:30',
    '2025-03-13T17:00:00+01:60',
    '0000-01-01T00:00:00Z',
    '2025-03-13T17:00:00.1234567890Z',
    ' 2025-03-13T17:00:00Z',
  ])('rejects %j', (text) => {
    expect(parseZonedDateTime(text)).toBeUndefined();
  });

  it('reads a leap second as the next minute, and offsets as FHIR allows them', () => {
    const next = parseZonedDateTime('2016-12-31T23:59:60Z');
    expect(next).toEqual(parseZonedDateTime('2017-01-01T00:00:00Z'));
    expect(parseZonedDateTime('2025-03-13T17:00:00+14:00')).toBeDefined();
    expect(parseZonedDateTime('2025-03-13T17:00:00-13:59')).toBeDefined();
    expect(parseZonedDateTime('2024-02-29T10:00:00.123456789+01:00')).toEqual({
      seconds: Date.parse('2024-02-29T09:00:00Z') / 1000,
      nanos: 123456789,
    });
  });

  // Dates from year 1000: JavaScript's Date reads the same ISO text for those.
  const zoned = fc
    .record({
      date: fc.date({
        min: new Date('1000-01-01T00:00:00Z'),
        max: new Date('9999-12-31T00:00:00Z'),
        noInvalidDate: true,
      }),
      offsetMinutes: fc.integer({ min: -(13 * 60 + 59), max: 14 * 60 }),
      utc: fc.boolean(),
      decimals: fc.integer({ min: 0, max: 3 }),
    })
    .map(({ date, offsetMinutes, utc, decimals }) => {
      const minutes = utc ? 0 : offsetMinutes;
      const local = new Date(date.getTime() + minutes * 60_000).toISOString();
      const fraction = decimals === 0 ? '' : local.slice(19, 20 + decimals);
      const sign = minutes < 0 ? '-' : '+';
      const zone = utc
        ? 'Z'
        : `${sign}${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
      return `${local.slice(0, 19)}${fraction}${zone}`;
    });

  it('reads every FHIR dateTime with a zone as the moment JavaScript reads', () => {
    fc.assert(
      fc.property(zoned, (text) => {
        const instant = parseZonedDateTime(text);
        expect(instant, text).toBeDefined();
        const ms = Date.parse(text);
        expect(instant?.seconds, text).toBe(Math.floor(ms / 1000));
        expect(instant?.nanos, text).toBe((((ms % 1000) + 1000) % 1000) * 1_000_000);
        expect(httpDate(instant ?? { seconds: 0, nanos: 0 }), text).toBe(
          new Date(Math.floor(ms / 1000) * 1000).toUTCString(),
        );
      }),
    );
  });

  it('orders moments as the time line does', () => {
    fc.assert(
      fc.property(zoned, zoned, (a, b) => {
        const [first, second] = [parseZonedDateTime(a), parseZonedDateTime(b)];
        if (!first || !second) throw new Error(`${a} or ${b} not read`);
        expect(Math.sign(compareInstants(first, second))).toBe(
          Math.sign(Date.parse(a) - Date.parse(b)),
        );
      }),
    );
  });

  it('never throws, whatever the header holds', () => {
    fc.assert(
      fc.property(anyText(20), (text) => {
        expect(() => parseZonedDateTime(text)).not.toThrow();
      }),
    );
  });
});
