/** A chalk style that adds no colour: its text is what chalk writes with colours off. */
export type PlainStyle = ((...text: unknown[]) => string) & {
  readonly [style: string]: PlainStyle;
};

// chalk stringifies a lone argument and joins several with spaces (null and undefined as '').
const join = (...text: unknown[]): string => (text.length === 1 ? String(text[0]) : text.join(' '));

/**
 * Stands in for `chalk` in the browser bundles (see plugins/api-explorer-bundle): the
 * OpenAPI plugin's example generator, which API pages run in the browser, colours one
 * console warning with `chalk.yellow`. Browsers ignore terminal colours, and chalk's set-up
 * (ansi-styles builds every colour-model conversion at load) costs each API page about
 * 9 KB gzip and start-up work before the page responds. Any chain of styles works.
 */
const plain: PlainStyle = new Proxy(join as PlainStyle, {
  get: (target, property) => (typeof property === 'string' ? plain : Reflect.get(target, property)),
});

export default plain;
