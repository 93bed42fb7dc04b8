import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ComponentProps } from 'react';
import { HostedForm } from './HostedForm';

/**
 * A form hosted in a dialog (Add Task, File Details, Add Contact): titled by its mode, the title
 * following the values it names ('Add {/contact/type} Contact'); the opener's protocol saves (and
 * closes it), Cancel asks first. Escape and outside clicks do nothing, so typed details are never
 * dropped unasked.
 */
export function FormDialog(props: ComponentProps<typeof HostedForm>) {
  const subtitle = props.definition.ui.modes[props.mode]?.subtitle;
  return (
    <Dialog open onClose={() => {}} className="relative z-40">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <DialogPanel className="mx-auto w-full max-w-4xl rounded-lg bg-slate-50 p-6 shadow-xl">
          <HostedForm
            {...props}
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
