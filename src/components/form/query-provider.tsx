import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * React Query for the two form pages. It lives here, not in the app providers, so pages without
 * a form never download it. Submissions are never retried automatically: a retry could store
 * the same message twice, so the visitor decides.
 */
const queryClient = new QueryClient({
  defaultOptions: { mutations: { retry: false } },
});

export function FormQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
