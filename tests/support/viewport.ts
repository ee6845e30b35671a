/**
 * Marks a test that only the desktop project runs (playwright.config.ts): its behaviour does
 * not depend on the viewport (storage, the security policy, what a code sample returns, what
 * search finds, how a component hydrates), or it sets the viewport widths it checks itself.
 */
export const viewportIndependent = { tag: '@viewport-independent' } as const;
