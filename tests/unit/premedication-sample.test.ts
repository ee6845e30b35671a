import { describe, expect, it } from 'vitest';
import {
  isJsonObject,
  loadSpec,
  responseExamples,
  type JsonObject,
} from '@medication-module/api-description';
import { fencedBlocksOfFile } from '../support/markdown-json-blocks';

/**
 * The premedication guide's `readPremedication` sample, run as printed against the sandbox's
 * examples and a few variations of them: it must read every dosage instruction, name a contained
 * Medication, keep to the order's patient and never call a dose due once the order is gone.
 */
const guide = 'docs/guides/anesthesia/premedication.md';

interface Premedication {
  id: string;
  medication?: string;
  dosages: { text?: string; doseTimes: string[] }[];
  due: boolean;
}
type ReadPremedication = (
  serviceRequestId: string,
  medicationRequestIds: string[],
  read: (path: string) => Promise<JsonObject | undefined>,
) => Promise<Premedication[]>;

function sample(): ReadPremedication {
  const block = fencedBlocksOfFile(guide).find(
    (candidate) =>
      candidate.language === 'js' && candidate.content.includes('function readPremedication('),
  );
  if (!block) throw new Error(`${guide} shows no readPremedication sample`);
  // The sample is plain browser and Node JavaScript; evaluated on its own, it may use nothing else.
  return new Function(`${block.content}\nreturn readPremedication;`)() as ReadPremedication;
}

const spec = loadSpec();
const served = new Map<string, JsonObject>(
  Object.keys(spec.paths).flatMap((template) =>
    responseExamples(spec, template, '200').flatMap(({ value }) =>
      isJsonObject(value)
        ? [[`${String(value.resourceType)}/${String(value.id)}`, value] as const]
        : [],
    ),
  ),
);
const copy = (reference: string): JsonObject =>
  JSON.parse(JSON.stringify(served.get(reference))) as JsonObject;

/** The midazolam premedication, given as a contained Medication with two dosage instructions. */
function containedTwoDoses(): JsonObject {
  const premedication = copy('MedicationRequest/medreq-premed-midazolam-2291');
  const [first] = premedication.dosageInstruction as JsonObject[];
  return {
    ...premedication,
    id: 'medreq-premed-contained',
    contained: [
      {
        resourceType: 'Medication',
        id: 'med-1',
        code: { text: 'Midazolam 2 mg/mL oral solution' },
      },
    ],
    medicationCodeableConcept: undefined,
    medicationReference: { reference: '#med-1' },
    dosageInstruction: [
      {
        ...first,
        sequence: 2,
        text: 'second dose',
        timing: { event: ['2025-03-14T09:00:00+01:00'] },
      },
      { ...first, sequence: 1, text: 'first dose' },
    ],
  };
}

function reader(resources: JsonObject[]): (path: string) => Promise<JsonObject | undefined> {
  const byReference = new Map(
    resources.map((resource) => [
      `${String(resource.resourceType)}/${String(resource.id)}`,
      resource,
    ]),
  );
  return (path) => Promise.resolve(byReference.get(path));
}

describe('premedication guide: readPremedication', () => {
  const readPremedication = sample();
  const order = copy('ServiceRequest/servreq-premed-2291');
  const midazolam = copy('MedicationRequest/medreq-premed-midazolam-2291');
  const ward = copy('MedicationRequest/medreq-paracetamol-oral');

  it('keeps the prescriptions of the order, with every dosage instruction in sequence order', async () => {
    const result = await readPremedication(
      'servreq-premed-2291',
      ['medreq-premed-midazolam-2291', 'medreq-premed-contained', 'medreq-paracetamol-oral'],
      reader([order, midazolam, containedTwoDoses(), ward]),
    );
    expect(result.map((premedication) => premedication.id)).toEqual([
      'medreq-premed-midazolam-2291',
      'medreq-premed-contained',
    ]);
    expect(result[0]).toMatchObject({
      medication: 'Midazolam 7.5 mg tablet',
      dosages: [{ doseTimes: ['2025-03-14T08:30:00+01:00'] }],
      due: true,
    });
    expect(result[1]?.medication).toBe('Midazolam 2 mg/mL oral solution');
    expect(result[1]?.dosages.map((dosage) => dosage.text)).toEqual(['first dose', 'second dose']);
  });

  it("leaves out a prescription for another patient than the order's", async () => {
    const other = { ...midazolam, subject: { reference: 'Patient/pat-9999' } };
    const result = await readPremedication(
      'servreq-premed-2291',
      ['medreq-premed-midazolam-2291'],
      reader([order, other]),
    );
    expect(result).toEqual([]);
  });

  it('calls nothing due when the order is paused or gone', async () => {
    const paused = { ...order, status: 'on-hold' };
    for (const resources of [[paused, midazolam], [midazolam]]) {
      const result = await readPremedication(
        'servreq-premed-2291',
        ['medreq-premed-midazolam-2291', 'medreq-deleted'],
        reader(resources),
      );
      expect(result.map((premedication) => premedication.due)).toEqual([false]);
    }
  });
});
