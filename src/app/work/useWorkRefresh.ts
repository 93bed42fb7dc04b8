import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

const workKeys = /^\/v1\/(tasks|cases|task-assigned)/;

/** Reads every list of cases and tasks on the page again: a change to one task moves its case's counts too. */
export function useWorkRefresh() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => typeof key === 'string' && workKeys.test(key)), [mutate]);
}
