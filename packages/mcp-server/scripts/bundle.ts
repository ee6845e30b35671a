import path from 'node:path';
import { build, type Plugin as EsbuildPlugin } from 'esbuild';

const entry = path.resolve(__dirname, '../src/cli.ts');

/** The docs' tools the command imports, each a file the package carries under `dist/tools/`. */
export const bundledTools = ['dosage-text', 'fhir-checker', 'sandbox'] as const;
/** Where the site's search module sits, beside the command. */
export const searchModuleFile = 'search.mjs';

function bundled(version: string): EsbuildPlugin {
  return {
    name: 'mcp-bundled',
    setup(builder) {
      builder.onResolve({ filter: /^@medication-mcp\// }, ({ path: name }) => {
        const what = name.slice('@medication-mcp/'.length);
        if (what === 'bundled') return { path: what, namespace: 'mcp-bundled' };
        if (what === 'search') return { path: `./${searchModuleFile}`, external: true };
        if ((bundledTools as readonly string[]).includes(what)) {
          return { path: `./tools/${what}.mjs`, external: true };
        }
        return { errors: [{ text: `${name} is no module the MCP server is built with` }] };
      });
      builder.onLoad({ filter: /.*/, namespace: 'mcp-bundled' }, () => ({
        contents: `import { fileURLToPath } from 'node:url';
export default { dataFolder: fileURLToPath(new URL('../data/', import.meta.url)), version: ${JSON.stringify(version)} };`,
        loader: 'js',
      }));
    },
  };
}

/** One ES module for Node 20 from `entry`, everything it imports bundled in but what `plugins` keep out. */
export async function bundleForNode(
  entry: string,
  banner: string,
  plugins: EsbuildPlugin[] = [],
): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    legalComments: 'none',
    banner: { js: banner },
    logLevel: 'silent',
    plugins,
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error(`esbuild wrote nothing for ${entry}`);
  return output.text;
}

/**
 * The server's command (`medication-mcp`) as one ES module for Node 20: the server, the MCP SDK
 * and zod bundled in; the docs' tools and search stay in their own files beside it
 * (`./tools/<name>.mjs`, `./search.mjs`), as their packages publish them.
 */
export const buildMcpServer = (options: { version: string; banner: string }): Promise<string> =>
  bundleForNode(entry, `#!/usr/bin/env node\n${options.banner}`, [bundled(options.version)]);
