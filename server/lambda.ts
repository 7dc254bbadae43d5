/**
 * The gateway as an AWS Lambda function: the same hono app (form gateway and staff API) behind
 * API Gateway (REST or HTTP API), an ALB or a function URL, through `hono/aws-lambda`. A Lambda
 * is frozen between invocations, so nothing runs in the background: an EventBridge schedule
 * (every minute) invokes the function to deliver due notifications and run the daily sweep.
 * Bundled into one file by `npm run build:lambda`; it needs DATABASE_URL (PostgreSQL).
 */
/* eslint-disable @typescript-eslint/no-deprecated --
   hono 4 marks its Lambda adapter deprecated in favour of @hono/aws-lambda, which is not
   published on npm; this adapter is the one hono 4 ships and supports. */
import { handle, type LambdaContext, type LambdaEvent } from 'hono/aws-lambda';
import { readConfig } from './config';
import { createRuntime, type Runtime } from './runtime';

/** What an EventBridge schedule sends. */
export interface ScheduledEvent {
  source: 'aws.events';
  'detail-type': 'Scheduled Event';
}

export function isScheduledEvent(event: unknown): event is ScheduledEvent {
  return (
    typeof event === 'object' &&
    event !== null &&
    'detail-type' in event &&
    event['detail-type'] === 'Scheduled Event'
  );
}

/** Time a scheduled run leaves itself before Lambda's own timeout. */
const safetyMarginMs = 5000;

let runtime: Promise<Runtime> | undefined;

/**
 * One runtime per warm container: the pool and the migrated schema are reused across invocations.
 */
function containerRuntime(): Promise<Runtime> {
  runtime ??= (async () => {
    const config = readConfig(process.env, []);
    if (!config.databaseUrl) {
      throw new Error('Set DATABASE_URL: a Lambda function keeps no files between invocations.');
    }
    // A container handles one request at a time; a few connections are plenty.
    return createRuntime(config, { poolSize: 2 });
  })();
  runtime.catch(() => {
    // A failed start (database down) is retried by the next invocation, not cached.
    runtime = undefined;
  });
  return runtime;
}

export async function handler(
  event: LambdaEvent | ScheduledEvent,
  context?: LambdaContext,
): Promise<unknown> {
  const current = await containerRuntime();
  if (isScheduledEvent(event)) {
    const remaining = context?.getRemainingTimeInMillis() ?? 60_000;
    return current.runScheduled(Date.now() + Math.max(1000, remaining - safetyMarginMs));
  }
  return handle(current.app)(event, context);
}

/** Ends the container's runtime (tests; Lambda itself just freezes or discards the container). */
export async function closeRuntime(): Promise<void> {
  const current = runtime;
  runtime = undefined;
  await (await current)?.close();
}
