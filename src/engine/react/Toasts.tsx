import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

type Kind = 'success' | 'error' | 'warning';
interface Toast {
  id: number;
  kind: Kind;
  text: string;
}

const bannerMs = 3000;
const ToastContext = createContext<(kind: Kind, text: string) => void>(() => {});

/** Toasts and error banners; each disappears after 3 seconds. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  /** each toast's timer, cleared when the provider goes (no state set after it: a test's window may be gone by then) */
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  const show = useCallback((kind: Kind, text: string) => {
    const id = Date.now() + Math.random();
    setToasts((list) => [...list, { id, kind, text }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((list) => list.filter((t) => t.id !== id));
    }, bannerMs);
    timers.current.add(timer);
  }, []);
  const colours: Record<Kind, string> = {
    success: 'bg-emerald-600',
    error: 'bg-red-600',
    warning: 'bg-amber-500',
  };
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="fixed bottom-4 right-4 z-50 flex flex-col gap-2" aria-live="assertive">
        {toasts.map((t) => (
          <div key={t.id} role={t.kind === 'error' ? 'alert' : 'status'} className={`${colours[t.kind]} rounded px-4 py-2 text-sm text-white shadow-lg`}>
            {t.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast() {
  const show = useContext(ToastContext);
  return useMemo(
    () => ({
      success: (text: string) => show('success', text),
      error: (text: string) => show('error', text),
      warning: (text: string) => show('warning', text),
    }),
    [show],
  );
}
