/**
 * Marks a test that only the desktop project runs (playwright.config.ts): its behaviour does
 * not depend on the viewport (storage, the security policy, what a code sample returns, what
 * search finds, how a component hydrates), or it sets the viewport widths it checks itself.
 */
export const viewportIndependent = { tag: '@viewport-independent' } as const;

/** The phone the mobile project emulates (playwright.config.ts), in CSS pixels. */
export const phoneViewport = { width: 390, height: 844 } as const;

/**
 * The widest window with the phone layout (Docusaurus's desktop breakpoint, spec §4, §9): the
 * mobile menu, and on an operation page the explorer after the parameters; desktop above it.
 */
export const desktopBreakpoint = 996;
