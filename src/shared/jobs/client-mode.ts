import type { ClientMode } from './job-posting';

/**
 * The client mode a JSON object names by its `kind`, or undefined for none: how a staff request
 * (./job-input.ts) and a stored job (server/db/job-details.ts) both read it, each reading a named
 * client's name with its own checks (`nameOf`). A file of its own: the public pages load
 * ./job-posting.ts and never read a client mode from JSON.
 */
export function clientModeOf(
  fields: Record<string, unknown>,
  nameOf: (fields: Record<string, unknown>) => string,
): ClientMode | undefined {
  switch (fields.kind) {
    case 'own':
      return { kind: 'own' };
    case 'confidential':
      return { kind: 'confidential' };
    case 'client':
      return { kind: 'client', name: nameOf(fields) };
    default:
      return undefined;
  }
}
