import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { packageBoundaries } from '../../scripts/eslint-package-boundaries.mjs';
import { repoRoot } from '../support/markdown-json-blocks';

RuleTester.describe = describe;
RuleTester.it = it;

const at = (file: string): string => path.join(repoRoot, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('package-boundaries', packageBoundaries, {
  valid: [
    {
      filename: at('plugins/x/index.ts'),
      code: "import { answer } from '@medication-module/sandbox';",
    },
    { filename: at('packages/sandbox/src/node/data.ts'), code: "import { a } from '../core';" },
    {
      filename: at('packages/sandbox/scripts/bundle.ts'),
      code: "import { a } from '../src/core';",
    },
    { filename: at('src/components/A/index.tsx'), code: "import { b } from '@site/src/utils/x';" },
  ],
  invalid: [
    {
      filename: at('src/components/A/index.tsx'),
      code: "import { answer } from '../../../packages/sandbox/src/core';",
      errors: [{ messageId: 'intoPackage' }],
    },
    {
      filename: at('tests/unit/a.test.ts'),
      code: "export * from '@site/packages/fhir-checker/src/walk';",
      errors: [{ messageId: 'intoPackage' }],
    },
    {
      filename: at('packages/fhir-checker/src/node/cli.ts'),
      code: "import { siteUrl } from '../../../../config/site';",
      errors: [{ messageId: 'outOfPackage' }],
    },
    {
      filename: at('packages/sandbox/src/core.ts'),
      code: "const x = import('../../dosage-text/src/index');",
      errors: [{ messageId: 'outOfPackage' }],
    },
  ],
});
