// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stages } from '@/shared/staff/pipeline';
import { notificationChannels } from '../schema';
import { staffRoles } from '@/shared/staff/roles';
import { channelsOf0007, rolesOf0013, stagesOf0007 } from './schema';

describe('the schema’s CHECK constraints', () => {
  it('allow every stage and channel the code knows (otherwise add a migration that widens them)', () => {
    expect([...stagesOf0007].sort()).toEqual([...stages].sort());
    expect([...channelsOf0007].sort()).toEqual([...notificationChannels].sort());
    expect([...rolesOf0013].sort()).toEqual([...staffRoles].sort());
  });
});
