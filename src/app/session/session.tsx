import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import useSWR from 'swr';
import { hasScope } from '../../engine/core/scopes';
import { fetchResolved } from '../api/client';
import type { GetAuthSessionAnswer } from '../../generated';

/** current_Tenant_Kind: 'agency', or 'general_request' for a tenant that works general requests */
export type SessionSummary = GetAuthSessionAnswer;

interface SessionValue {
  session: SessionSummary;
  allowed(scope: string): boolean;
  refresh(): Promise<unknown>;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { data, mutate } = useSWR<SessionSummary>('/v1/auth/session', fetchResolved, { revalidateOnFocus: false });
  const allowed = useCallback((scope: string) => hasScope(data?.userScopes ?? [], scope), [data]);
  const value = useMemo(() => (data ? { session: data, allowed, refresh: () => mutate() } : null), [data, allowed, mutate]);
  if (!value) return fallback;
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
