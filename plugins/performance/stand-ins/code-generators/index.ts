import curl from 'postman-code-generators/codegens/curl';
import javascriptFetch from 'postman-code-generators/codegens/js-fetch';
import pythonRequests from 'postman-code-generators/codegens/python-requests';

type Codegen = typeof curl;
type CodegenCallback = Parameters<Codegen['convert']>[2];

/**
 * Stands in for the `postman-code-generators` package (see
 * ../../bundle.ts): the package bundles all of its ~35 generators
 * into one 5 MB chunk, while the API pages offer three sample languages
 * (themeConfig.languageTabs). Same API as the package for what the OpenAPI theme
 * calls: getLanguageList, getOptions and convert.
 */
const generators = [
  { lang: 'curl', label: 'cURL', syntaxMode: 'powershell', variant: 'cURL', codegen: curl },
  {
    lang: 'javascript',
    label: 'JavaScript',
    syntaxMode: 'javascript',
    variant: 'Fetch',
    codegen: javascriptFetch,
  },
  {
    lang: 'python',
    label: 'Python',
    syntaxMode: 'python',
    variant: 'Requests',
    codegen: pythonRequests,
  },
] as const;

export interface LanguageListEntry {
  key: string;
  label: string;
  syntax_mode: string;
  variants: { key: string }[];
}

function findGenerator(language: string, variant: string): Codegen | undefined {
  return generators.find(
    (generator) =>
      generator.lang === language.toLowerCase() &&
      generator.variant.toLowerCase() === variant.toLowerCase(),
  )?.codegen;
}

function getLanguageList(): LanguageListEntry[] {
  return generators.map(({ lang, label, syntaxMode, variant }) => ({
    key: lang,
    label,
    syntax_mode: syntaxMode,
    variants: [{ key: variant }],
  }));
}

function getOptions(
  language: string,
  variant: string,
  callback: (error: string | null, options?: unknown[]) => void,
): void {
  const codegen = findGenerator(language, variant);
  if (codegen) callback(null, codegen.getOptions());
}

function convert(
  language: string,
  variant: string,
  request: unknown,
  options: Record<string, unknown>,
  callback: CodegenCallback,
): void {
  const codegen = findGenerator(language, variant);
  if (!codegen) {
    callback(
      'Codegen~convert: Could not find codegen corresponding to provided language, variant pair',
    );
    return;
  }
  try {
    codegen.convert(request, options, callback);
  } catch (error) {
    callback(error);
  }
}

export default { getLanguageList, getOptions, convert };
