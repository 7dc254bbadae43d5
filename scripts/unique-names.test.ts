// @vitest-environment node
/**
 * One name per idea: a type (alias, interface, class, enum) or a component is defined once in
 * the site and the server, so a newcomer who searches for a name finds the one thing it is.
 * Top-level definitions count whether exported or not; tests and their helpers (`src/test/`)
 * may reuse names. React Router's route modules each export `Component` by its convention.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './lib/paths';

/** Names a framework asks every module of a kind to define. */
const conventional = [{ folder: 'src/app/routes/', name: 'Component' }];

function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', 'src', 'server'], { cwd: projectRoot, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .filter((file) => !/\.test\.tsx?$/.test(file) && !file.startsWith('src/test/'));
}

const pascalCase = /^[A-Z][A-Za-z0-9]*$/;

/** The types and components a module defines at its top level. */
function definedNames(file: string, text: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  return source.statements.flatMap((statement) => {
    if (
      ts.isTypeAliasDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isEnumDeclaration(statement)
    ) {
      return [statement.name.text];
    }
    if (ts.isClassDeclaration(statement) || ts.isFunctionDeclaration(statement)) {
      const name = statement.name?.text;
      return name !== undefined && pascalCase.test(name) ? [name] : [];
    }
    if (ts.isVariableStatement(statement)) {
      return statement.declarationList.declarations.flatMap((declaration) =>
        ts.isIdentifier(declaration.name) && pascalCase.test(declaration.name.text)
          ? [declaration.name.text]
          : [],
      );
    }
    return [];
  });
}

/** Each name defined in more than one file, with the files. */
function collisions(modules: { file: string; text: string }[]): Record<string, string[]> {
  const where = new Map<string, string[]>();
  for (const { file, text } of modules) {
    for (const name of new Set(definedNames(file, text))) {
      if (conventional.some((rule) => file.startsWith(rule.folder) && rule.name === name)) continue;
      where.set(name, [...(where.get(name) ?? []), file]);
    }
  }
  return Object.fromEntries([...where].filter(([, files]) => files.length > 1));
}

describe('type and component names', () => {
  it('finds a name that is a type in one module and a component in another', () => {
    expect(
      collisions([
        { file: 'src/a.ts', text: 'export interface InboxPage { page: number }\n' },
        { file: 'src/b.tsx', text: 'export function InboxPage() { return null; }\n' },
        { file: 'src/c.ts', text: 'const Local = 1;\nfunction helper() {}\n' },
        { file: 'src/d.ts', text: 'type Local = string;\nfunction helper() {}\n' },
        { file: 'src/app/routes/x.tsx', text: 'export function Component() { return null; }\n' },
        { file: 'src/app/routes/y.tsx', text: 'export function Component() { return null; }\n' },
      ]),
    ).toEqual({ InboxPage: ['src/a.ts', 'src/b.tsx'], Local: ['src/c.ts', 'src/d.ts'] });
  });

  it('are each defined once in src/ and server/', () => {
    const modules = sourceFiles().map((file) => ({
      file,
      text: readFileSync(join(projectRoot, file), 'utf8'),
    }));
    expect(collisions(modules)).toEqual({});
  });
});
