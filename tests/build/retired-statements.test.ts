import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuildExists, builtRoutes, loadRoute } from '../../scripts/site-build/build-output';

/**
 * Statements the site once made that contradicted other pages or the standards (issues 33 and
 * 35). Each was corrected where it stood; none may come back on any page of the build. The test
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
