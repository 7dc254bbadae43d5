/**
 * Vitest global setup of the server tests' PostgreSQL project: one throwaway cluster for the
 * run; each test creates its own database in it (./test-database.ts).
 */
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url());
  return () => {
    cluster.stop();
  };
}
