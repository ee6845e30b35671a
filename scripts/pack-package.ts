import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What a package's manifest says about itself and how it is published. */
interface Manifest {
  name: string;
  version: string;
  description: string;
  license: string;
  author?: string;
  engines?: Record<string, string>;
  keywords?: string[];
  /** What the tarball's manifest says instead of the workspace's TypeScript sources. */
  publishConfig: {
    type?: 'module' | 'commonjs';
    exports: unknown;
    bin?: Record<string, string>;
    types?: string;
    peerDependencies?: Record<string, string>;
    peerDependenciesMeta?: Record<string, { optional: boolean }>;
  };
}

export interface PackedPackage {
  name: string;
  version: string;
  /** `medication-module-sandbox-1.0.0.tgz`, as npm names it. */
  fileName: string;
  tarball: Buffer;
}

/**
 * Packs a workspace package as integrators install it: `writeDist` writes the built files into a
 * fresh folder, beside the package's README, LICENSE and CHANGELOG (where it has one) and a
 * manifest made from the package's own (its `publishConfig` gives the exports, bins and types of the built files; dependencies
 * are left out, as the built files bundle what they use). `npm pack` makes the tarball there,
 * offline: the folder has nothing to fetch.
 */
export async function packPackage(
  packageDir: string,
  writeDist: (folder: string) => Promise<void>,
): Promise<PackedPackage> {
  const manifest = JSON.parse(
    readFileSync(path.join(packageDir, 'package.json'), 'utf8'),
  ) as Manifest;
  const folder = mkdtempSync(path.join(tmpdir(), 'pack-'));
  try {
    await writeDist(folder);
    for (const file of ['README.md', 'LICENSE']) {
      copyFileSync(path.join(packageDir, file), path.join(folder, file));
    }
    // A package whose output once changed incompatibly says how in a changelog, which the
    // installed copy carries: an integrator upgrading reads it where the code is.
    const changelog = path.join(packageDir, 'CHANGELOG.md');
    if (existsSync(changelog)) copyFileSync(changelog, path.join(folder, 'CHANGELOG.md'));
    const { publishConfig, ...own } = manifest;
    const published = {
      name: own.name,
      version: own.version,
      description: own.description,
      license: own.license,
      author: own.author,
      keywords: own.keywords,
      engines: own.engines,
      ...publishConfig,
    };
    writeFileSync(path.join(folder, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
    const output = execFileSync(
      'npm',
      ['pack', '--json', '--ignore-scripts', '--pack-destination', folder],
      {
        cwd: folder,
        encoding: 'utf8',
        // Packing reads only the folder: nothing is fetched, and no registry setting matters.
        env: { ...process.env, npm_config_offline: 'true', npm_config_update_notifier: 'false' },
      },
    );
    const [result] = JSON.parse(output) as { filename: string }[];
    if (!result) throw new Error(`npm pack wrote nothing for ${manifest.name}`);
    const fileName = path.basename(result.filename);
    return {
      name: manifest.name,
      version: manifest.version,
      fileName,
      tarball: readFileSync(path.join(folder, fileName)),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
