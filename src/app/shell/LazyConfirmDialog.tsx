import { lazy, Suspense, type ComponentProps } from 'react';
import type { ConfirmDialog } from '../../engine/react/ConfirmDialog';

const Dialog = lazy(() => import('../../engine/react/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

/** The shell's questions load their dialog code only when asked, keeping the first page light. */
export function LazyConfirmDialog(props: ComponentProps<typeof ConfirmDialog>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
