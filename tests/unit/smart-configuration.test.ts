import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../scripts/openapi-spec';
import { smartConfiguration } from '../../scripts/smart-configuration';
import { fencedBlocksOfFile } from '../support/markdown-json-blocks';

const guide = 'docs/guides/medication-module/getting-started.mdx';

/** The JSON body of the guide's example answer to GET /.well-known/smart-configuration. */
function documentedConfiguration(): unknown {
  const answer = fencedBlocksOfFile(guide).find(
    (block) => block.language === 'http' && block.content.includes('"token_endpoint"'),
  );
  if (!answer) throw new Error(`${guide} shows no SMART configuration answer`);
  return JSON.parse(answer.content.slice(answer.content.indexOf('{')));
}

describe('SMART configuration', () => {
  // The sandbox builds it from the OpenAPI security schemes; the guide shows what readers get.
  it('the getting-started guide shows exactly what the sandbox serves', () => {
    expect(documentedConfiguration()).toEqual(smartConfiguration(loadSpec()));
  });
});
