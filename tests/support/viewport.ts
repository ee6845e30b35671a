/**
 * Marks a test whose behaviour does not depend on the viewport (storage, the security policy,
 * what a code sample returns, what search finds, how a component hydrates): playwright.config.ts
 * runs it once, at the desktop viewport, instead of again on the phone.
 */
export const viewportIndependent = { tag: '@viewport-independent' } as const;
