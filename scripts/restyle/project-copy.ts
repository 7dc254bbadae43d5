/**
 * A copy of this project in a temporary folder, made to try a change as a maintainer would make
 * it (edit a file, run `npm run build`) without touching the working tree or its dist/. It holds
 * the files git tracks and the new ones it does not ignore, as they are in the working tree, and
 * the installed packages through links.
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { projectRoot } from '../lib/paths';

/** Folders of node_modules that tools write to: the copy gets its own, not links to these. */
const writtenByTools = new Set(['.tmp', '.vite', '.vite-temp', '.cache']);

export interface ProjectCopy {
  root: string;
  /** Replaces the one place `pattern` matches in a file of the copy; throws unless it matches once. */
  edit(file: string, pattern: RegExp, replacement: string): void;
  /** Runs an npm script in the copy; rejects with its output when it fails. */
  run(script: string, ...args: string[]): Promise<string>;
  /** Runs an installed tool (`tsx`, `vitest`) in the copy, as its npm scripts do. */
  exec(tool: string, ...args: string[]): Promise<string>;
  remove(): void;
}

function projectFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: projectRoot,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file !== '' && existsSync(join(projectRoot, file)));
}

const runnerVariables = /^(NODE_ENV|VITEST.*|TEST|MODE|DEV|PROD|SSR|BASE_URL|DIST_DIR)$/;

/** Runs a command in the copy; resolves with its output, rejects with it when it fails. */
function command(root: string, program: string, args: readonly string[]): Promise<string> {
  // A maintainer's shell: without what the test runner sets (NODE_ENV=test would make the build
  // a development one) and without a DIST_DIR (the copy builds and serves its own dist/).
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !runnerVariables.test(name)),
  );
  return new Promise((done, fail) => {
    const child = spawn(program, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      if (code === 0) done(output);
      else
        fail(
          new Error(
            `${[program, ...args].join(' ')} failed in ${root} (exit ${String(code)}):\n${output.slice(-6000)}`,
          ),
        );
    });
  });
}

export function copyProject(): ProjectCopy {
  const root = mkdtempSync(join(tmpdir(), 'akscel-restyle-'));
  for (const file of projectFiles()) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    cpSync(join(projectRoot, file), join(root, file));
  }
  const modules = join(root, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(join(projectRoot, 'node_modules'))) {
    if (!writtenByTools.has(entry))
      symlinkSync(join(projectRoot, 'node_modules', entry), join(modules, entry));
  }
  return {
    root,
    edit(file, pattern, replacement) {
      const path = join(root, file);
      const source = readFileSync(path, 'utf8');
      const matches = source.match(
        new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`),
      );
      if (matches?.length !== 1) {
        throw new Error(
          `${file}: expected one match of ${String(pattern)}, found ${matches?.length ?? 0}.`,
        );
      }
      writeFileSync(path, source.replace(pattern, replacement));
    },
    run(script, ...args) {
      return command(root, 'npm', ['run', script, ...(args.length > 0 ? ['--', ...args] : [])]);
    },
    exec(tool, ...args) {
      return command(root, join(root, 'node_modules', '.bin', tool), args);
    },
    remove() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}
