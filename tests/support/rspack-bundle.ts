import { rspack } from '@docusaurus/faster';

/** One compilation's options (rspack also takes an array of them). */
type RspackOptions = Exclude<Parameters<typeof rspack>[0], readonly unknown[]>;

export interface BundleResult {
  /** The messages of the compilation's errors. */
  errors: string[];
  /** The files the compilation watches, as the dev server would. */
  fileDependencies: string[];
}

/**
 * Bundles one entry for Node with the Rspack that builds the site (from @docusaurus/faster),
 * with TypeScript compiled as the site's code is, for tests of the site's bundler plugins.
 * The bundle goes to `outputDir/bundle.js` as a CommonJS module.
 */
export function bundleWithRspack(options: {
  context: string;
  entry: string;
  outputDir: string;
  alias?: Record<string, string>;
  plugins?: RspackOptions['plugins'];
  /** Runs the production minimizers, as the site's build does. */
  minimize?: boolean;
}): Promise<BundleResult> {
  const config: RspackOptions = {
    mode: 'none',
    target: 'node',
    context: options.context,
    entry: options.entry,
    output: { path: options.outputDir, filename: 'bundle.js', library: { type: 'commonjs2' } },
    resolve: { alias: options.alias ?? {} },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' } } },
        },
      ],
    },
    plugins: options.plugins ?? [],
    optimization: { minimize: options.minimize ?? false },
  };
  const compiler = rspack(config);
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) {
        reject(error ?? new Error('Rspack returned no stats'));
        return;
      }
      resolve({
        errors: (stats.toJson({ errors: true }).errors ?? []).map(({ message }) => message),
        fileDependencies: [...stats.compilation.fileDependencies],
      });
    });
  });
}
