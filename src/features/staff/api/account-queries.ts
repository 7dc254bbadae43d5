/**
 * The accounts page's server state: every staff account, and the changes an admin makes to them.
 * After a change the list follows, and so do the people an entry can be assigned to (a disabled
 * or removed account is no longer offered) and the activity.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffAccountChange } from '@/shared/staff/accounts';
import { staffKeys, useCsrfToken } from './queries';
import { staffClient } from './staff-client';

export function useAccounts(enabled = true) {
  return useQuery({ queryKey: staffKeys.accounts, queryFn: staffClient.accounts, enabled });
}

function useAccountsChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: staffKeys.accounts });
    void client.invalidateQueries({ queryKey: staffKeys.staff });
    void client.invalidateQueries({ queryKey: staffKeys.activity });
  };
}

export function useChangeAccount() {
  const csrf = useCsrfToken();
  const changed = useAccountsChanged();
  return useMutation({
    mutationFn: async ({ id, change }: { id: number; change: StaffAccountChange }) =>
      staffClient.changeAccount(id, change, await csrf()),
    onSettled: changed,
  });
}

export function useRemoveAccount() {
  const csrf = useCsrfToken();
  const changed = useAccountsChanged();
  return useMutation({
    mutationFn: async (id: number) => {
      await staffClient.removeAccount(id, await csrf());
    },
    onSettled: changed,
  });
}
