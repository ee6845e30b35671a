import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import standIn, { type LanguageListEntry } from './index';

const require = createRequire(import.meta.url);
type Generators = typeof standIn;
const postman = require('postman-code-generators') as Generators;
const { Request } = require('postman-collection') as {
  Request: new (definition: object) => unknown;
};

/** A request like the ones the API reference's samples are generated from. */
const request = new Request({
  url: 'http://127.0.0.1:4010/MedicationRequest/medreq-1001',
  method: 'GET',
  header: [
    { key: 'Accept', value: 'application/fhir+json' },
    { key: 'Authorization', value: 'Bearer <token>' },
  ],
});

function snippet(generators: Generators, language: string, variant: string): Promise<string> {
  return new Promise((resolve, reject) => {
    generators.convert(language, variant, request, {}, (error, code) => {
      if (error) reject(new Error(String(error)));
      else resolve(code ?? '');
    });
  });
}

function options(generators: Generators, language: string, variant: string): Promise<unknown> {
  return new Promise((resolve) => {
    generators.getOptions(language, variant, (_, list) => resolve(list));
  });
}

describe('postman-code-generators stand-in', () => {
  const languages = standIn.getLanguageList();

  it('has the functions of the package that the OpenAPI theme calls', () => {
    for (const name of Object.keys(standIn)) {
      expect(typeof (postman as unknown as Record<string, unknown>)[name]).toBe('function');
    }
  });

  it('lists its languages as the package lists them', () => {
    const real = postman.getLanguageList();
    for (const { key, label, syntax_mode, variants } of languages) {
      const entry = real.find((language: LanguageListEntry) => language.key === key);
      expect(entry).toMatchObject({ key, label, syntax_mode });
      expect(entry?.variants).toEqual(expect.arrayContaining(variants));
    }
  });

  it.each(languages.map(({ key, variants }) => [key, variants[0]?.key ?? ''] as const))(
    'writes the same %s (%s) sample and options as the package',
    async (language, variant) => {
      const sample = await snippet(standIn, language, variant);
      expect(sample).toContain('127.0.0.1:4010/MedicationRequest/medreq-1001');
      expect(sample).toBe(await snippet(postman, language, variant));
      expect(await options(standIn, language, variant)).toEqual(
        await options(postman, language, variant),
      );
    },
  );
});
