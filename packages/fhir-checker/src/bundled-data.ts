import bundled from '@medication-check/bundled';
import type { StructureDefinition } from '@medplum/fhirtypes';
import type { CheckerData } from './data';
import { own } from './own';

const parsed = new Map<string, StructureDefinition>();

/**
 * The data the installable files were built with. Each resource type's definition is kept as
 * JSON text and parsed when a check first meets that type, so loading the module does not build
 * R4's 146 resource definitions for a check that reads three.
 */
export const bundledData: CheckerData = {
  ...bundled.data,
  readDefinition(type) {
    const known = parsed.get(type);
    if (known) return known;
    const text = own(bundled.definitions, type);
    if (text === undefined) return undefined;
    const definition = JSON.parse(text) as StructureDefinition;
    parsed.set(type, definition);
    return definition;
  },
};

export const bundledSiteUrl: string = bundled.siteUrl;
