/**
 * The id of the explorer's panel on an operation page (./PlacedExplorer), which "Skip to the
 * request sample" (./SkipToRequestSample) focuses and tests look for.
 */
export const requestSampleId = 'request-sample';

/**
 * The id of the "Try it" panel's heading (src/components/TryIt), which the link under the
 * endpoint (./TryItLink) focuses.
 */
export const tryItId = 'try-it';
