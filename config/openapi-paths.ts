/**
 * Where the API description and its reference live. Kept apart from the plugin options
 * (config/openapi.ts) because site code reads these in the browser, which needs none of
 * the options.
 */

/** Where the generated API reference lives, relative to the docs folder. */
export const apiDocsDir = 'api/medication';
/** Where the site serves that file for download (plugins/integration-downloads). */
export const openApiDownloadUrl = '/openapi/medication.yaml';
/** The same API as a Postman collection, beside the description (plugins/integration-downloads). */
export const postmanCollectionUrl = '/openapi/medication.postman_collection.json';
