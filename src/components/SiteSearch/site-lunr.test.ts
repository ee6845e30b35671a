import pluginLunr from '@cmfcmf/docusaurus-search-local/lib/lunr.js';
import { describe, expect, it } from 'vitest';
import { lunr, tokenize } from './site-lunr';

describe('the browser search lunr', () => {
  // An index loads into another lunr version with a console warning and may score differently.
  it('is the version the search plugin builds the index with', () => {
    expect(lunr.version).toBe(pluginLunr.version);
  });

  it('keeps FHIR codes whole and splits element paths, as the index does', () => {
    expect(tokenize('MedicationRequest.status on-hold N02BE01')).toEqual([
      'medicationrequest',
      'status',
      'on-hold',
      'n02be01',
    ]);
  });
});
