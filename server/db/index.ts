/** The gateway's data layer: one schema, two engines (SQLite embedded, PostgreSQL shared). */
export {
  connect,
  isPostgresUrl,
  type Database,
  type DatabaseTarget,
  type Engine,
} from './connection';
export { migrate, openDatabase } from './migrate';
export type * from './schema';
export { notificationChannels } from './schema';
