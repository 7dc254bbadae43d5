// @vitest-environment node
/**
 * The layer rules are only worth something if they bite: lint deliberate back-imports (in src/
 * and in server/), cross-imports between features and between server slices, a cycle and a file
 * too long with the project's own architecture config and expect each to be refused.
 */
import { ESLint } from 'eslint';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { architectureConfig } from '../eslint.architecture.js';
import { projectRoot } from './lib/paths';

function linter(): ESLint {
  return new ESLint({
    cwd: projectRoot,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser } },
      ...architectureConfig,
    ],
  });
}

/** Rule ids of the problems lint finds in `code` as if it were the file at `path`. */
async function problems(path: string, code: string): Promise<string[]> {
  const [result] = await linter().lintText(code, { filePath: join(projectRoot, path) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('architecture lint', () => {
  it('refuses an import from a later layer', async () => {
    expect(
      await problems('src/config/back-import.ts', "export { routes } from '@/app/router';\n"),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await problems(
        'src/content/back-import.ts',
        "export { scrollToTop } from '../lib/scroll';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await problems(
        'src/theme/back-import.ts',
        "export { ButtonLink } from '@/components/common/button-link';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses one feature importing another, and the server importing the site', async () => {
    expect(
      await problems(
        'src/features/contact/cross-import.ts',
        "export { ApplyForm } from '@/features/apply/apply-form';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await problems('server/back-import.ts', "export { routes } from '@/app/router';\n"),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses a server import that runs down the floors backwards', async () => {
    expect(
      await problems(
        'server/db/back-import.ts',
        "export { gatewayRoutes } from '../gateway/routes';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await problems(
        'server/policy/back-import.ts',
        "export { findSession } from '../db/staff';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await problems('server/gateway/back-import.ts', "export { createApp } from '../app';\n"),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await problems(
        'server/gateway/back-import.ts',
        "export { validContact } from '../support/payloads';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses one server slice importing another', async () => {
    expect(
      await problems(
        'server/gateway/cross-import.ts',
        "export { attributionFor } from '../analytics/attribution';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await problems(
        'server/analytics/cross-import.ts',
        "export { staffGuard } from '../staff/guard';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('allows what runs the right way', async () => {
    expect(
      await problems(
        'src/app/forward-import.ts',
        "export { ButtonLink } from '@/components/common/button-link';\nexport { site } from '@/config/site';\n",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'server/forward-import.ts',
        "export { contactPayloadSchema } from '@/shared/forms/contact-schema';\n",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'server/gateway/forward-import.ts',
        "export { insertSubmission } from '../db/submissions';\nexport { decide } from '../policy/rate-limit';\nexport { formatInZone } from '../time-zone';\n",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'server/runtime.ts',
        "export { BeaconQueue } from './analytics/ingest';\nexport { OutboxWorker } from './notify/worker';\n",
      ),
    ).toEqual([]);
  });

  it('refuses styles and layout in a route module: pages are composed in their feature', async () => {
    const styled = [
      "import Box from '@mui/material/Box';",
      "import { HomePage } from '@/features/home/home-page';",
      'export function Component() {',
      '  return <Box sx={{ py: 4 }}><HomePage /></Box>;',
      '}',
    ].join('\n');
    expect(await problems('src/app/routes/styled.tsx', styled)).toContain('no-restricted-syntax');
    expect(
      await problems(
        'src/app/routes/sx-only.tsx',
        "import { HomePage } from '@/features/home/home-page';\nexport function Component() {\n  return <HomePage sx={{ py: 4 }} />;\n}\n",
      ),
    ).toContain('no-restricted-syntax');
    const composed = [
      "import { Seo } from '@/components/common/seo';",
      "import { PageHero } from '@/components/sections/page-hero';",
      "import { homeHero, homeSeo } from '@/content/home';",
      'export function Component() {',
      '  return (<><Seo path="/" {...homeSeo} /><PageHero content={homeHero} /></>);',
      '}',
    ].join('\n');
    expect(await problems('src/app/routes/composed.tsx', composed)).toContain(
      'no-restricted-syntax',
    );
    expect(
      await problems(
        'src/app/routes/markup.tsx',
        'export function Component() {\n  return <main />;\n}\n',
      ),
    ).toContain('no-restricted-syntax');
    // The same code in a feature is where a page belongs.
    expect(await problems('src/features/home/styled.tsx', styled)).toEqual([]);
  });

  it('lets a route module re-export its page or render it as one element', async () => {
    expect(
      await problems(
        'src/app/routes/thin.tsx',
        "export { HomePage as Component } from '@/features/home/home-page';\n",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'src/app/routes/wrapper.tsx',
        "import { serviceCatalog } from '@/content/services';\nimport { OfferingListPage } from '@/features/offerings/offering-list-page';\nexport function Component() {\n  return <OfferingListPage catalog={serviceCatalog} />;\n}\n",
      ),
    ).toEqual([]);
  });

  it('refuses a source file over 300 lines, outside copy and tests', async () => {
    const lines = (count: number) =>
      Array.from({ length: count }, (_, index) => `export const line${index} = ${index};`).join(
        '\n',
      ) + '\n';
    expect(await problems('src/lib/long.ts', lines(301))).toContain('max-lines');
    expect(await problems('server/gateway/long.ts', lines(301))).toContain('max-lines');
    expect(await problems('scripts/build/long.ts', lines(301))).toContain('max-lines');
    // Blank and comment lines count too: the limit is the length the editor shows.
    const padded = `${'// why\n\n'.repeat(150)}${lines(1)}`;
    expect(await problems('src/lib/padded.ts', padded)).toContain('max-lines');
    expect(await problems('src/lib/short.ts', lines(300))).toEqual([]);
    expect(await problems('src/content/long.ts', lines(301))).toEqual([]);
    expect(await problems('src/lib/long.test.ts', lines(301))).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    const results = await linter().lintFiles(['tests/lint-fixtures/cycle/*.ts']);
    const rules = results.flatMap((result) => result.messages.map((message) => message.ruleId));
    expect(rules).toContain('import-x/no-cycle');
  });
});
