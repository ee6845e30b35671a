import { describe, expect, it } from 'vitest';
import { buildSandboxData } from '@medication-module/sandbox/node';
import { checkerData } from '@medication-module/fhir-checker/node';
import { checkResource } from '@medication-module/fhir-checker';
import { countsSentence, findingsCount, formatCount, severityCount } from './counts';
import { exampleChoices } from './examples';
import { handedOffText } from './handoff';

describe('the example picker', () => {
  const sandbox = buildSandboxData();
  const choices = exampleChoices(sandbox);
  const data = checkerData();

  it('offers every version the sandbox serves and every notification, each once', () => {
    const versions = sandbox.resources.flatMap((resource) =>
      resource.versions.filter((version) => version.resource !== undefined),
    );
    expect(choices).toHaveLength(versions.length + sandbox.notifications.length);
    expect(new Set(choices.map((choice) => choice.value)).size).toBe(choices.length);
  });

  it('gives each the JSON the sandbox answers, which checks without an error', () => {
    for (const choice of choices) {
      const report = checkResource(choice.text, data);
      expect(report.counts.error, `${choice.label}: ${JSON.stringify(report.findings)}`).toBe(0);
    }
  }, 120_000);
});

describe('the handoff from the Try it panel', () => {
  it('reads the text from the history state it was given, and nothing else', () => {
    expect(handedOffText({ checkResourceText: '{"a":1}' })).toBe('{"a":1}');
    expect(handedOffText({ checkResourceText: 1 })).toBeUndefined();
    expect(handedOffText(null)).toBeUndefined();
    expect(handedOffText('text')).toBeUndefined();
  });
});

it('announces the counts in words, singular and plural', () => {
  expect(countsSentence({ error: 1, warning: 0, information: 2 })).toBe(
    '1 error, 0 warnings, 2 notes',
  );
  expect(countsSentence({ error: 5000, warning: 1, information: 1 })).toBe(
    '5,000 errors, 1 warning, 1 note',
  );
});

it("counts one severity's findings for a group's heading", () => {
  expect(severityCount('error', 1)).toBe('1 error');
  expect(severityCount('warning', 1200)).toBe('1,200 warnings');
  expect(severityCount('information', 0)).toBe('0 notes');
});

it("counts an entry group's findings, and formats every count as the report's heading does", () => {
  expect(findingsCount(1)).toBe('1 finding');
  expect(findingsCount(6050)).toBe('6,050 findings');
  expect(formatCount(1234567)).toBe((1234567).toLocaleString('en'));
});
