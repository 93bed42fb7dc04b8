import { useCallback, useState } from 'react';
import { api } from '../api/client';

/** Log Out asks first; on Yes the session ends and the user goes to /login. */
export function useLogout() {
  const [asking, setAsking] = useState(false);
  const confirm = useCallback(async () => {
    setAsking(false);
    await api('/v1/auth/logout', { method: 'POST' }).catch(() => undefined);
    window.location.assign('/login');
  }, []);
  return { asking, ask: () => setAsking(true), confirm, cancel: () => setAsking(false) };
}
