import path from 'node:path';

/** Code every page runs in the browser besides the theme's: see each module's comment. */
export const clientModules = [path.resolve(__dirname, '../src/client/idle-prefetch.ts')];
