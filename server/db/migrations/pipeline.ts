/**
 * Migration 0007: the pipeline. An entry gets a stage beside a spam flag, a position and onsite
 * answer read out of an application's message, an assignee and notes; the outbox also carries
 * confirmations and digests that belong to no one submission. Never edit it once shipped: add the
 * next migration.
 */
import type { Engine } from '../connection';
import type { ColumnTypes } from './column-types';
import { sqlList, type Statements } from './statements';

/**
 * The stages and notification channels as migration 0007 wrote them into CHECK constraints. A
 * migration never changes once shipped, so these lists are its own, not the code's; a unit test
 * says when the code's lists have moved on and a new migration is due.
 */
export const stagesOf0007 = [
  'new',
  'contacted',
  'qualified',
  'closed',
  'in-review',
  'interviewing',
  'offer',
  'hired',
  'not-selected',
] as const;
export const channelsOf0007 = ['email', 'webhook', 'confirmation', 'digest'] as const;

const stageList = sqlList(stagesOf0007);
const channelList = sqlList(channelsOf0007);

export function pipelineMigration(engine: Engine, { id, bigint }: ColumnTypes): Statements {
  /** The first line of `message`, after a prefix it starts with. */
  const firstLineAfter = (prefix: string) =>
    engine === 'postgres'
      ? `trim(substr(split_part(message, E'\\n', 1), ${prefix.length + 1}))`
      : `trim(substr(message, ${prefix.length + 1}, instr(message || char(10), char(10)) - ${prefix.length + 1}))`;
  return [
    // Spam is a flag beside the stage, so "not spam" brings an entry back where it was.
    `ALTER TABLE submissions ADD COLUMN stage TEXT NOT NULL DEFAULT 'new'
         CHECK (stage IN (${stageList}))`,
    'ALTER TABLE submissions ADD COLUMN spam INTEGER NOT NULL DEFAULT 0',
    'ALTER TABLE submissions ADD COLUMN position TEXT',
    'ALTER TABLE submissions ADD COLUMN onsite TEXT',
    `ALTER TABLE submissions ADD COLUMN assignee_id ${bigint}
         REFERENCES staff_users (id) ON DELETE SET NULL`,
    // A handled enquiry was closed; a handled application had at least been looked at.
    `UPDATE submissions SET
         spam = CASE WHEN status = 'spam' THEN 1 ELSE 0 END,
         stage = CASE WHEN status = 'handled'
           THEN CASE WHEN kind = 'apply' THEN 'in-review' ELSE 'closed' END
           ELSE 'new' END`,
    `UPDATE submissions SET position = ${firstLineAfter('Position: ')}
         WHERE kind = 'apply' AND message LIKE 'Position: %'`,
    'DROP INDEX submissions_status',
    'DROP INDEX submissions_kind_status',
    'ALTER TABLE submissions DROP COLUMN status',
    'CREATE INDEX submissions_folder ON submissions (spam, id)',
    'CREATE INDEX submissions_stage ON submissions (spam, stage, id)',
    'CREATE INDEX submissions_kind_stage ON submissions (kind, spam, stage, id)',
    'CREATE INDEX submissions_position ON submissions (position, id)',
    'CREATE INDEX submissions_assignee ON submissions (assignee_id, id)',
    `CREATE TABLE notes (
         id ${id},
         submission_id ${bigint} NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
         author_id ${bigint} REFERENCES staff_users (id) ON DELETE SET NULL,
         author TEXT NOT NULL,
         body TEXT NOT NULL,
         created_at ${bigint} NOT NULL
       )`,
    'CREATE INDEX notes_submission ON notes (submission_id, id)',
    // The outbox also carries the sender's confirmation and digests that belong to no one
    // submission, each at most once by its key.
    ...(engine === 'postgres'
      ? [
          'ALTER TABLE outbox DROP CONSTRAINT outbox_channel_check',
          `ALTER TABLE outbox ADD CONSTRAINT outbox_channel_check CHECK (channel IN (${channelList}))`,
          'ALTER TABLE outbox ALTER COLUMN submission_id DROP NOT NULL',
          'ALTER TABLE outbox ADD COLUMN dedupe_key TEXT UNIQUE',
          'ALTER TABLE outbox ADD COLUMN payload TEXT',
        ]
      : [
          `CREATE TABLE outbox_next (
               id INTEGER PRIMARY KEY AUTOINCREMENT,
               submission_id INTEGER REFERENCES submissions (id) ON DELETE CASCADE,
               channel TEXT NOT NULL CHECK (channel IN (${channelList})),
               created_at INTEGER NOT NULL,
               attempts INTEGER NOT NULL DEFAULT 0,
               next_attempt_at INTEGER NOT NULL,
               locked_until INTEGER NOT NULL DEFAULT 0,
               delivered_at INTEGER,
               last_error TEXT,
               dedupe_key TEXT UNIQUE,
               payload TEXT,
               UNIQUE (submission_id, channel)
             )`,
          `INSERT INTO outbox_next (id, submission_id, channel, created_at, attempts,
               next_attempt_at, locked_until, delivered_at, last_error)
             SELECT id, submission_id, channel, created_at, attempts, next_attempt_at,
               locked_until, delivered_at, last_error FROM outbox`,
          'DROP TABLE outbox',
          'ALTER TABLE outbox_next RENAME TO outbox',
          'CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL',
        ]),
  ];
}
