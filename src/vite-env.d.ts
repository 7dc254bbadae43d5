/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the form gateway; empty or unset means the site's own origin. */
  readonly VITE_API_BASE?: string;
  /** Public origin of the site, for canonical URLs and the sitemap. */
  readonly VITE_SITE_ORIGIN?: string;
  /** Endpoint that receives web-vitals beacons; unset disables reporting. */
  readonly VITE_VITALS_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

// Ambient wildcard modules cannot use `import type` with a relative path; `import()` types are the
// way.
/* eslint-disable @typescript-eslint/consistent-type-imports */
declare module '*.md' {
  const body: import('@/content/types').ArticleBody;
  export default body;
}

declare module '*.md?meta' {
  const stats: import('@/content/types').ArticleStats;
  export default stats;
}
/* eslint-enable @typescript-eslint/consistent-type-imports */
