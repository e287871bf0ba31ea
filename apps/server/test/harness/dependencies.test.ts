import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * Issue 8, item 10: every dependency of every workspace package is declared with an explicit, bounded semver range
 * (no `*`, `latest`, empty, tag, URL, git or file spec), and the lock file, the source of truth, records the same
 * ranges and a version inside each. No network: only package.json files and package-lock.json are read.
 */

const ROOT = join(import.meta.dirname, '../../../..');
const SECTIONS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'] as const;

interface Manifest {
  name?: string;
  version?: string;
  workspaces?: string[];
  [section: string]: unknown;
}

interface LockEntry {
  name?: string;
  version?: string;
  link?: boolean;
  resolved?: string;
  [section: string]: unknown;
}

const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
};

/** The workspace packages: the lock's entries outside node_modules ('' is the root). */
const WORKSPACES = Object.keys(lock.packages).filter((key) => !key.includes('node_modules'));

function manifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as Manifest;
}

/** Why a range is not an explicit, bounded semver range; undefined when it is. */
function rangeProblem(range: string): string | undefined {
  const spec = range.trim();
  if (spec === '') return 'empty';
  if (/^[a-z+]+:/i.test(spec) || spec.includes('/')) return 'a URL, git, file or alias spec';
  if (semver.validRange(spec) === null) return 'not a semver range (a tag such as latest?)';
  if (semver.satisfies('0.0.0', spec) && semver.satisfies('99999.0.0', spec)) return 'matches every version';
  if (semver.satisfies('99999.0.0', spec)) return 'no upper bound';
  return undefined;
}

/** Where the lock resolves a dependency of a workspace: its own node_modules first, then the root's. */
function locked(workspace: string, name: string): LockEntry | undefined {
  const own = workspace === '' ? undefined : lock.packages[`${workspace}/node_modules/${name}`];
  const entry = own ?? lock.packages[`node_modules/${name}`];
  if (entry?.link && entry.resolved) return lock.packages[entry.resolved];
  return entry;
}

describe('dependency declarations (issue 8, item 10)', () => {
  it('finds every workspace package in the lock file', () => {
    expect(lock.lockfileVersion).toBeGreaterThanOrEqual(3);
    const globs = manifest('').workspaces ?? [];
    expect(globs.length).toBeGreaterThan(0);
    expect(WORKSPACES).toContain('');
    expect(WORKSPACES.filter((w) => w !== '').length).toBeGreaterThanOrEqual(globs.length);
  });

  it('refuses the specs that are not explicit ranges', () => {
    for (const bad of ['*', '', 'x', 'latest', 'next', '>=1.0.0', '>=0', 'git+https://example.test/a.git'])
      expect(rangeProblem(bad), bad).toBeDefined();
    for (const bad of [
      'github:owner/repo',
      'file:../contracts',
      'npm:other@^1.0.0',
      'https://example.test/a.tgz',
    ])
      expect(rangeProblem(bad), bad).toBeDefined();
    for (const good of ['^1.2.3', '~6.0.3', '0.5.16', '>=1.2.0 <2.0.0', '1.x', '0.0.0'])
      expect(rangeProblem(good), good).toBeUndefined();
  });

  it.each(WORKSPACES.map((w) => [w === '' ? '(root)' : w, w]))(
    '%s declares only explicit ranges, recorded by the lock file',
    (_label, workspace) => {
      const pkg = manifest(workspace);
      const entry = lock.packages[workspace]!;
      const problems: string[] = [];
      for (const section of SECTIONS) {
        const declared = (pkg[section] ?? {}) as Record<string, string>;
        const recorded = (entry[section] ?? {}) as Record<string, string>;
        expect(recorded, `${section} of the lock file`).toEqual(declared);
        for (const [name, range] of Object.entries(declared)) {
          const problem = rangeProblem(range);
          if (problem) {
            problems.push(`${section}.${name} "${range}": ${problem}`);
            continue;
          }
          if (section === 'peerDependencies') continue;
          const version = locked(workspace, name)?.version;
          if (!version) problems.push(`${section}.${name}: not in the lock file`);
          else if (!semver.satisfies(version, range))
            problems.push(`${section}.${name}: locked ${version} is outside "${range}"`);
        }
      }
      expect(problems).toEqual([]);
    },
  );
});
