import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { satisfiesSpdx } from './spdx-expression';

export interface LicencePolicy {
  allowed: string[];
  exceptions: Record<string, { version?: string; declared: string | null; reason: string }>;
}

interface LockEntry {
  version?: string;
  link?: boolean;
  optional?: boolean;
  dev?: boolean;
}

interface PackageManifest {
  name?: string;
  version?: string;
  license?: string | { type?: string };
  licenses?: { type?: string }[];
}

export interface InstalledPackage {
  name: string;
  version: string;
  location: string;
  dev: boolean;
  /** The licence as the package states it, or null when it states none. */
  declared: string | null;
}

/** Older packages state their licence as an object or a list of objects. */
function declaredLicence(manifest: PackageManifest): string | null {
  const { license, licenses } = manifest;
  if (typeof license === 'string') return license;
  if (license?.type) return license.type;
  const types = (licenses ?? []).flatMap((entry) => (entry.type ? [entry.type] : []));
  return types.length > 0 ? types.join(' OR ') : null;
}

/**
 * Every package the lockfile puts in node_modules, read from its installed
 * package.json. Optional packages for other platforms are not installed and are
 * skipped; anything else missing or at another version means node_modules does
 * not match the lockfile.
 */
export function readInstalledPackages(root: string): {
  packages: InstalledPackage[];
  problems: string[];
} {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const packages: InstalledPackage[] = [];
  const problems: string[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    if (location === '' || entry.link) continue;
    const manifestPath = path.join(root, location, 'package.json');
    if (!existsSync(manifestPath)) {
      if (!entry.optional)
        problems.push(`${location} is in package-lock.json but not installed: run npm ci`);
      continue;
    }
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as PackageManifest;
    const version = manifest.version ?? '';
    if (entry.version !== undefined && entry.version !== version) {
      problems.push(
        `${location} is ${version} on disk but ${entry.version} in package-lock.json: run npm ci`,
      );
    }
    packages.push({
      name: manifest.name ?? location.slice(location.lastIndexOf('node_modules/') + 13),
      version,
      location,
      dev: entry.dev === true,
      declared: declaredLicence(manifest),
    });
  }
  return { packages, problems };
}

/** One line per package the policy does not accept, and per exception nobody needs. */
export function licenceProblems(packages: InstalledPackage[], policy: LicencePolicy): string[] {
  const allowed = new Set(policy.allowed);
  const problems: string[] = [];
  const usedExceptions = new Set<string>();

  for (const pkg of packages) {
    const where = `${pkg.name}@${pkg.version} (${pkg.location}${pkg.dev ? ', dev' : ''})`;
    const exception = policy.exceptions[pkg.name];
    if (exception && exception.declared === pkg.declared) {
      if (exception.version === undefined || exception.version === pkg.version) {
        usedExceptions.add(pkg.name);
        continue;
      }
      problems.push(
        `${where}: the exception in licenses/allow-list.json was reviewed for version ${exception.version}; review this version and update it`,
      );
      usedExceptions.add(pkg.name);
      continue;
    }
    if (pkg.declared === null) {
      problems.push(
        `${where}: declares no licence; read its licence file and add a reviewed exception`,
      );
      continue;
    }
    let ok: boolean;
    try {
      ok = satisfiesSpdx(pkg.declared, allowed);
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message}`);
      continue;
    }
    if (!ok) problems.push(`${where}: licence "${pkg.declared}" is not on the allow-list`);
  }

  const installedNames = new Set(packages.map((pkg) => pkg.name));
  for (const name of Object.keys(policy.exceptions)) {
    if (!installedNames.has(name)) {
      problems.push(
        `exception for ${name} in licenses/allow-list.json: package is not installed; remove it`,
      );
    } else if (!usedExceptions.has(name)) {
      problems.push(
        `exception for ${name} in licenses/allow-list.json: no installed version declares "${String(policy.exceptions[name]?.declared)}"; review and update or remove it`,
      );
    }
  }
  return problems;
}
