import { beforeAll, describe, expect, it } from 'vitest';
import { loadR4StructureDefinitions } from '../support/fhir-check';
import {
  guideValuesOfType,
  openApiValuesOfType,
  type LocatedValue,
} from '../support/fhir-examples';

/**
 * The examples tell one story: enoxaparin is paused on 13 March at 16:30 ("Pause from tonight's
 * dose"), the surgery is on 14 March. A note or a statusChanged extension that retells the pause
 * must carry the pause's own time, wherever it appears.
 */
const STATUS_CHANGED =
  'http://hl7.org/fhir/5.0/StructureDefinition/extension-MedicationRequest.statusChanged';
const PAUSE_NOTE = "Pause from tonight's dose.";

beforeAll(() => loadR4StructureDefinitions(), 120_000);

const everywhere = (type: string): LocatedValue[] => [
  ...guideValuesOfType(type),
  ...openApiValuesOfType(type),
];

describe('dates of the pause example', () => {
  it('every note announcing the pause carries the time the pause began', () => {
    const notes = everywhere('Annotation').filter(({ value }) =>
      String(value.text).startsWith(PAUSE_NOTE),
    );
    expect(notes.length).toBeGreaterThan(2);
    expect(new Set(notes.map(({ value }) => value.time))).toEqual(
      new Set(['2025-03-13T16:30:00+01:00']),
    );
  });

  it('the schema examples of statusChanged carry the pause time of the sandbox example', () => {
    const sandboxPause = openApiValuesOfType('Extension').find(
      ({ where, value }) =>
        where.includes('/examples/pausedPrescription/') && value.url === STATUS_CHANGED,
    );
    expect(sandboxPause?.value.valueDateTime).toBe('2025-03-13T16:30:00+01:00');
    const schemaExamples = openApiValuesOfType('Extension').filter(
      ({ where, value }) =>
        where.startsWith('#/components/schemas/') && value.url === STATUS_CHANGED,
    );
    expect(schemaExamples.length).toBeGreaterThan(0);
    for (const { where, value } of schemaExamples) {
      expect(value.valueDateTime, where).toBe(sandboxPause?.value.valueDateTime);
    }
  });
});
