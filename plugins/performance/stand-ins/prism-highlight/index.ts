import type { PrismTheme } from 'prism-react-renderer';

/**
 * What the browser bundles use of prism-react-renderer: the `Highlight` component and the
 * `Prism` instance Docusaurus adds languages to. ../../bundle.ts
 * resolves the package to this module; the server-side config keeps importing its themes
 * from the package itself.
 */
export { Highlight } from './Highlight';
export { Prism } from './prism';

/**
 * No themes in the bundles: code blocks take theirs from the site config. react-live (the
 * API explorer's body editor) names `themes.nightOwl` only as a fallback for a missing
 * theme, and the OpenAPI theme always passes the site's; without one, code is unstyled.
 */
export const themes: Readonly<Partial<Record<string, PrismTheme>>> = {};
