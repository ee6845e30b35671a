/**
 * The id of the explorer's panel on an operation page (./PlacedExplorer), which "Skip to the
 * request sample" (./SkipToRequestSample) focuses and tests look for.
 */
export const requestSampleId = 'request-sample';
