import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { HostedForm } from './HostedForm';

/**
 * A form hosted in a dialog (Add Task, File Details, Add Contact): titled by its mode, the title
 * following the values it names ('Add {/contact/type} Contact'); the opener's protocol saves (and
 * closes it). Escape is Cancel: it closes a form with nothing typed and asks first otherwise; an
 * outside click does nothing, so typed details are never dropped unasked.
 */
export function FormDialog(props: ComponentProps<typeof HostedForm>) {
  const subtitle = props.definition.ui.modes[props.mode]?.subtitle;
  const panel = useRef<HTMLDivElement>(null);
  const [cancelRequests, setCancelRequests] = useState(0);
  // Escape pressed in this dialog itself (not in a question it asks, which answers its own Escape)
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && panel.current?.contains(e.target as Node)) setCancelRequests((n) => n + 1);
  };
  return (
    <Dialog open onClose={() => {}} className="relative z-40">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <DialogPanel ref={panel} onKeyDown={onKeyDown} className="mx-auto w-full max-w-4xl rounded-lg bg-slate-50 p-6 shadow-xl">
          <HostedForm
            {...props}
            cancelRequests={cancelRequests}
            heading={(title) => (
              <>
                <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
                {subtitle && <Description className="mb-4 text-sm text-slate-600">{subtitle}</Description>}
              </>
            )}
          />
        </DialogPanel>
      </div>
    </Dialog>
  );
}
