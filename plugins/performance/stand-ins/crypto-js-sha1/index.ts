import SHA1 from 'crypto-js/sha1';

/**
 * Stands in for the `crypto-js` package (see ../../bundle.ts): the
 * OpenAPI theme's ApiItem loads it on every operation page to hash the names of
 * security schemes with SHA1, and the package entry bundles every cipher and hash
 * it has.
 */
export default { SHA1 };
