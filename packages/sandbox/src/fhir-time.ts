/**
 * A moment on the time line, exact to the nanosecond FHIR allows: seconds since 1970-01-01T00:00Z
 * and the nanoseconds after them (0 to 999 999 999).
 */
export interface Instant {
  seconds: number;
  nanos: number;
}

// FHIR R4 dateTime with a time of day, which then requires a zone. Years 0001 to 9999, as the
// FHIR regular expression has them; the calendar checks come after.
const zonedDateTime =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:(Z)|([+-])(\d{2}):(\d{2}))$/;

const isLeapYear = (year: number): boolean =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Days from 1970-01-01 to a date of the proleptic Gregorian calendar (negative before it). */
function daysFromEpoch(year: number, month: number, day: number): number {
  // Counting years from March puts the leap day at the end of the counted year.
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/**
 * Reads a FHIR dateTime that has a time of day and so a zone (`2025-03-13T17:00:00+01:00`,
 * `…Z`, with up to nine decimals), or a FHIR instant. Anything else, a valid FHIR dateTime without a
 * time (`2025`, `2025-03-13`) included, is undefined: such a value names no single moment.
 * A leap second (`:60`) is the first moment of the next minute.
 */
export function parseZonedDateTime(text: string): Instant | undefined {
  const match = zonedDateTime.exec(text);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s, fraction, utc, sign, offsetHours, offsetMinutes] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return undefined;
  }
  if (hour > 23 || minute > 59 || second > 60) return undefined;
  let offset = 0;
  if (!utc) {
    const zoneHours = Number(offsetHours);
    const zoneMinutes = Number(offsetMinutes);
    // FHIR allows -13:59 to +14:00.
    if (zoneMinutes > 59 || zoneHours > 14 || (zoneHours === 14 && zoneMinutes > 0)) {
      return undefined;
    }
    offset = (sign === '-' ? -1 : 1) * (zoneHours * 3600 + zoneMinutes * 60);
  }
  const seconds =
    daysFromEpoch(year, month, day) * 86400 + hour * 3600 + minute * 60 + second - offset;
  const nanos = fraction === undefined ? 0 : Number(fraction.padEnd(9, '0'));
  return { seconds, nanos };
}

/** Negative when `a` is earlier than `b`, 0 when they are the same moment. */
export function compareInstants(a: Instant, b: Instant): number {
  return a.seconds === b.seconds ? a.nanos - b.nanos : a.seconds - b.seconds;
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** The HTTP date (IMF-fixdate, RFC 9110) of an instant, to the second: `Fri, 14 Mar 2025 07:12:45 GMT`. */
export function httpDate({ seconds }: Instant): string {
  const date = new Date(0);
  date.setUTCSeconds(seconds);
  return (
    `${weekdays[date.getUTCDay()]}, ${twoDigits(date.getUTCDate())} ` +
    `${months[date.getUTCMonth()]} ${String(date.getUTCFullYear()).padStart(4, '0')} ` +
    `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}:` +
    `${twoDigits(date.getUTCSeconds())} GMT`
  );
}

const imfFixdate =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{2}) ([A-Z][a-z]{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
const rfc850 =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (\d{2})-([A-Z][a-z]{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
const asctime =
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) ([A-Z][a-z]{2}) ( \d|\d{2}) (\d{2}):(\d{2}):(\d{2}) (\d{4})$/;

/**
 * Reads an HTTP-date (RFC 9110, 5.6.7) in any of its three forms, as a recipient must: the
 * IMF-fixdate the API sends, and the obsolete RFC 850 and asctime forms. Undefined for anything
 * else, a date that does not exist included. A two-digit RFC 850 year more than 50 years ahead
 * of now is read in the past century, as RFC 9110 says.
 */
export function parseHttpDate(text: string, nowYear = 2000): Instant | undefined {
  let fields: [year: number, month: string, day: number, time: string[]] | undefined;
  const fixed = imfFixdate.exec(text);
  const obsolete = rfc850.exec(text);
  const ansi = asctime.exec(text);
  if (fixed) {
    const [, , day, month, year, h, m, s] = fixed;
    fields = [Number(year), month ?? '', Number(day), [h ?? '', m ?? '', s ?? '']];
  } else if (obsolete) {
    const [, day, month, year, h, m, s] = obsolete;
    let full = Math.floor(nowYear / 100) * 100 + Number(year);
    if (full > nowYear + 50) full -= 100;
    fields = [full, month ?? '', Number(day), [h ?? '', m ?? '', s ?? '']];
  } else if (ansi) {
    const [, month, day, h, m, s, year] = ansi;
    fields = [Number(year), month ?? '', Number(day?.trim()), [h ?? '', m ?? '', s ?? '']];
  }
  if (!fields) return undefined;
  const [year, monthName, day, [h, m, s]] = fields;
  const month = months.indexOf(monthName) + 1;
  if (month === 0) return undefined;
  return parseZonedDateTime(
    `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}T${h}:${m}:${s}Z`,
  );
}
