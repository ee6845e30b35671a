import { describe, expect, it } from 'vitest';
import {
  allExamples,
  isJsonObject,
  loadSpec,
  type JsonObject,
} from '@medication-module/api-description';
import { markdownFiles } from '../support/markdown-json-blocks';
import { shownBlocksOfFile } from '../support/shown-json-blocks';
import { codeSystems } from '@medication-module/api-description';

/**
 * Every ServiceRequest the docs show, in the guides and in the OpenAPI description, follows one
 * mapping: the premedication order has no `category` (no class of R4's example value set fits it)
 * and its `code` is the hospital's order type, not a SNOMED CT concept for the anaesthetic itself.
 */
function guideServiceRequests(): [string, JsonObject][] {
  return markdownFiles(['docs', 'blog'], ['docs/api'])
    .flatMap(shownBlocksOfFile)
    .filter((block) => block.language === 'json')
    .flatMap((block): [string, JsonObject][] => {
      const value: unknown = JSON.parse(block.content);
      return isJsonObject(value) && value.resourceType === 'ServiceRequest'
        ? [[`${block.file}:${block.line}`, value]]
        : [];
    });
}

function openApiServiceRequests(): [string, JsonObject][] {
  return allExamples(loadSpec()).flatMap(({ pointer, value }): [string, JsonObject][] =>
    isJsonObject(value) && value.resourceType === 'ServiceRequest' ? [[pointer, value]] : [],
  );
}

const serviceRequests = [...guideServiceRequests(), ...openApiServiceRequests()];

describe('ServiceRequest examples', () => {
  it('are found in the guides and in the OpenAPI description', () => {
    expect(serviceRequests.filter(([where]) => where.startsWith('docs/')).length).toBeGreaterThan(
      2,
    );
    expect(serviceRequests.filter(([where]) => where.startsWith('#')).length).toBeGreaterThan(1);
  });

  it.each(serviceRequests)('%s sends no category', (_, order) => {
    expect(order.category).toBeUndefined();
  });

  it.each(serviceRequests)('%s is coded as the premedication order type', (_, order) => {
    expect(order.code).toEqual({
      coding: [
        {
          system: codeSystems().find((system) => system.id === 'order-type')?.url,
          code: 'anesthesia-premedication',
          display: 'Anesthesia premedication order',
        },
      ],
      text: 'Anesthesia premedication',
    });
  });
});
