import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuildExists, builtRoutes, loadRoute } from '../../scripts/site-build/build-output';

/**
 * Statements the site once made that contradicted other pages or the standards (issues 33, 35
 * and 44). Each was corrected where it stood; none may come back on any page of the build. The test
 * reads the text a reader sees, code blocks included, with whitespace collapsed.
 */
const retired: { text: string; why: string }[] = [
  {
    text: 'The API is read-only and does not push changes',
    why: 'the module pushes change notifications to backend services',
  },
  { text: 'No Bundle, no Patient', why: 'the notification feed posts a history Bundle' },
  {
    text: 'Yes, for example when a pharmacist adds a dilution',
    why: 'a new product (a dilution added) is a new prescription with a new id',
  },
  {
    text: 'The API answers two requests, and nothing else',
    why: 'it also answers /metadata and SMART discovery',
  },
  {
    text: 'point to Patient and Practitioner resources of other systems',
    why: 'relative references resolve into this base, where a read answers 404',
  },
  {
    text: 'reject notifications without it',
    why: 'a presence check is no authentication: compare the token in constant time',
  },
  {
    text: 'Your client already holds the MedicationRequest ids of the patient',
    why: 'a user-facing app gets no ids from the feed',
  },
  {
    text: 'the client reads the prescriptions of its ward by id',
    why: 'only a backend service learns the ids of a ward',
  },
  {
    text: 'mr.dosageInstruction?.[0]',
    why: 'the premedication sample reads every dosage instruction',
  },
  { text: 'state=5f2b8c1e9a', why: 'SMART requires at least 122 bits of entropy in state' },
  {
    text: 'Authorization endpoint (user-facing apps only)',
    why: 'endpoints come from discovery and are never configured',
  },
  {
    text: 'application/json and */* are also accepted',
    why: 'one Accept rule everywhere, application/* and no Accept included',
  },
  { text: 'paused.statusReason.text', why: 'samples print no clinical free text' },
  { text: '$TX_BASE/ValueSet/route"', why: "the module's ValueSet ids carry their own prefix" },
  // Issue 44.
  {
    text: 'res.status === 404 || res.status === 410',
    why: 'a 404 is a wrong base URL, not a deletion: dropping copies on it empties a ward list',
  },
  {
    text: 'res.status_code in (404, 410)',
    why: 'a 404 is a wrong base URL, not a deletion: dropping copies on it empties a ward list',
  },
  { text: 'drop it on 404 or 410', why: 'only a 410 drops a copy; a 404 keeps it and alerts' },
  {
    text: 'the sandbox never answers 403',
    why: 'the token sandbox-no-scope answers 403',
  },
  {
    text: 'how many changes your registration has been told about',
    why: 'events-since-subscription-start counts events generated, delivered or not',
  },
  {
    text: 'Keep the highest number you processed',
    why: 'with unordered delivery the highest number says nothing about those below it',
  },
  {
    text: 'using a constant-time comparison (crypto.timingSafeEqual in Node.js',
    why: 'timingSafeEqual throws on inputs of different lengths: compare digests',
  },
  {
    text: 'Your logs may hold the resource type, id',
    why: 'ids can reveal health information, as the Backport IG warns',
  },
  {
    text: 'the API has no Subscription endpoint',
    why: 'a registration answers $status and $events',
  },
  { text: 'There is nothing to call there', why: "the registration's $status can be called" },
  {
    text: 'compute from repeat, which wins if they disagree',
    why: 'R4 makes Timing.code a complete statement: a disagreement is a contradiction',
  },
  {
    text: 'together in every schedule of doses',
    why: "R4's timeOfDay and dayOfWeek definitions leave frequency and period out",
  },
  {
    text: '"periodUnit":"d","timeOfDay"',
    why: "R4's timeOfDay definition leaves frequency and period out",
  },
  {
    text: 'Whenever the module sends a repeating schedule, it sends frequency, period and periodUnit together',
    why: 'clock-time schedules carry none of the three',
  },
  {
    text: 'Too narrow scopes add WWW-Authenticate',
    why: 'every 403 carries WWW-Authenticate (RFC 6750, 3)',
  },
  {
    text: 'Every change is announced on the blog',
    why: 'the changelog, its Atom feed and mail to registrations announce changes',
  },
  { text: 'Node.js 18 or newer', why: 'one Node version everywhere: 20 or newer' },
  {
    text: 'A checkout of this documentation repository with its dependencies installed',
    why: 'the downloadable sandbox needs nothing from the repository',
  },
  { text: 'npm run mock & npx newman', why: 'CI runs newman against the downloadable sandbox' },
  {
    text: "(the navbar's Help) is the place",
    why: "the navbar's Help opens the integration team's service desk",
  },
  {
    text: 'Resource types other than MedicationRequest, ServiceRequest and OperationOutcome in an answer',
    why: '/metadata answers a CapabilityStatement, $status and $events a Bundle',
  },
];

const squeeze = (text: string): string => text.replace(/\s+/g, ' ');

describe('retired statements', () => {
  let pages: { route: string; text: string }[] = [];
  beforeAll(() => {
    assertBuildExists();
    pages = builtRoutes().map((route) => ({
      route,
      text: squeeze(loadRoute(route)('body').text()),
    }));
  });

  it.each(retired.map((statement) => [statement.text, statement] as const))(
    'no page says "%s"',
    (text, { why }) => {
      const saying = pages.filter((page) => page.text.includes(squeeze(text)));
      expect(
        saying.map((page) => page.route),
        `retired because ${why}`,
      ).toEqual([]);
    },
  );
});
