import { useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { itemButton, itemCallBody, itemEditMode, type ItemCall, type ItemForm, type ItemValues } from '../core/itemForms';
import { ConfirmDialog } from './ConfirmDialog';

type Item = Record<string, unknown>;

/** What the host's dialog is given: the form and mode to open, the call its Save makes and the values that call is filled from. */
export interface ItemDialogProps {
  form: string;
  mode: string;
  call: ItemCall;
  values: ItemValues;
  /** the save went through: the server's sentence, and what it answered (an endorsement's new version) */
  onSaved(message: string, resolved?: unknown): void;
  onCancelled(): void;
}

/** What a detail page's host gives the tabs whose items a form adds and edits. */
export interface ItemFormHost {
  Dialog: ComponentType<ItemDialogProps>;
  call(method: string, path: string, body: unknown): Promise<{ responseMessage?: string }>;
  toast: { success(text: string): void; error(text: string): void };
}

interface ItemFormsProps {
  itemForm: ItemForm;
  host: ItemFormHost;
  /** the record's id */
  id: string;
  /** reads the record again, its items with it */
  refresh(): unknown;
  allowed(scope: string): boolean;
  texts: { yes: string; no: string };
  /** the tab's cards or rows, given each item's Edit and Delete buttons (none without the scope); `titleId` names the card or row the buttons are for */
  children(buttons?: (item: Item, titleId: string) => ReactNode): ReactNode;
}

const buttonClass = 'h-8 rounded border border-slate-300 px-3 text-sm';

/** Add above a tab's cards, Edit and Delete on each: a dialog with the form in the item's mode, a question before removing; the tab is read again after. */
export function ItemForms({ itemForm, host, id, refresh, allowed, texts, children }: ItemFormsProps) {
  const [opened, setOpened] = useState<{ mode: string; call: ItemCall; values: ItemValues }>();
  const [removing, setRemoving] = useState<Item>();
  const { add, edit, remove } = itemForm;
  const { toast, call } = host;
  const permitted = allowed(itemForm.scope);

  const saved = useCallback(
    (message: string) => {
      setOpened(undefined);
      toast.success(message);
      refresh();
    },
    [toast, refresh],
  );
  const confirmRemove = async () => {
    const values = { id, item: removing };
    setRemoving(undefined);
    try {
      toast.success((await call(remove!.call.method, remove!.call.path, itemCallBody(remove!.call, values))).responseMessage ?? '');
    } catch (error) {
      // a refusal (a stale version, say) says why in the server's words
      const status = (error as { status?: number }).status;
      toast.error(status && status < 500 ? (error as Error).message : remove!.failure);
    }
    refresh();
  };

  const buttons = (item: Item, titleId: string) => {
    const removal = remove && itemButton(remove.rule, item);
    return (
      <span className="ml-auto flex gap-2">
        {edit && (
          <button
            type="button"
            id={`${titleId}-edit`}
            aria-labelledby={`${titleId}-edit ${titleId}`}
            className={buttonClass}
            onClick={() => setOpened({ mode: itemEditMode(edit, item), call: edit.call, values: { id, item } })}
          >
            {edit.label}
          </button>
        )}
        {remove && removal?.visible && (
          <button
            type="button"
            id={`${titleId}-remove`}
            aria-labelledby={`${titleId}-remove ${titleId}`}
            disabled={!removal.enabled}
            className={buttonClass}
            onClick={() => setRemoving(item)}
          >
            {remove.label}
          </button>
        )}
      </span>
    );
  };

  return (
    <>
      {add && permitted && (
        <div className="mb-4 flex justify-end">
          <button type="button" onClick={() => setOpened({ mode: add.mode, call: add.call, values: { id } })} className="h-9 rounded bg-blue-600 px-4 text-sm font-medium text-white">
            {add.label}
          </button>
        </div>
      )}
      {children(permitted ? buttons : undefined)}
      {opened && <host.Dialog form={itemForm.form} {...opened} onSaved={saved} onCancelled={() => setOpened(undefined)} />}
      {remove && (
        <ConfirmDialog open={removing !== undefined} title={remove.confirm.title} message={remove.confirm.message} texts={texts} onYes={confirmRemove} onNo={() => setRemoving(undefined)} />
      )}
    </>
  );
}
