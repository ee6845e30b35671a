import type * as PrismNamespace from 'prismjs';

type Prism = typeof PrismNamespace;

interface Pending {
  readonly languages: readonly string[];
  readonly load: (language: string) => void;
  registered: number;
}

const pendingByInstance = new WeakMap<Prism, Pending>();

/**
 * Hands a Prism instance the languages it may highlight, without registering any yet.
 *
 * Registering Prism's grammars is not cheap: each `insertBefore` walks every grammar
 * registered so far, and markup, javascript, jsx, typescript and tsx call it a dozen times
 * between them. Done for all languages at startup it was about a fifth of the task that
 * starts the app on every page, though most pages show only JSON or no code at all.
 *
 * `load(language)` runs the grammar's Prism component file against this instance. Languages
 * register in the order given, each one with everything before it (a grammar extends the
 * ones before it), so the order decides what a page pays for its first block: the
 * standalone grammars go first.
 */
export function deferLanguages(
  prism: Prism,
  languages: readonly string[],
  load: (language: string) => void,
): void {
  pendingByInstance.set(prism, { languages, load, registered: 0 });
}

/**
 * Makes sure `prism` can highlight `language`: registers the deferred languages up to it.
 * A name that is not in the list (an alias such as `js`, or a language without a grammar)
 * registers all of them, since only the grammars know their aliases.
 */
export function registerLanguage(prism: Prism, language: string): void {
  const pending = pendingByInstance.get(prism);
  if (!pending || prism.languages[language]) return;
  const position = pending.languages.indexOf(language);
  const end = position < 0 ? pending.languages.length : position + 1;
  while (pending.registered < end) {
    const next = pending.languages[pending.registered];
    pending.registered += 1;
    if (next !== undefined) pending.load(next);
  }
}
