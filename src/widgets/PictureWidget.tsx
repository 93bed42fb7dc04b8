import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { lazy, memo, Suspense, useRef, useState } from 'react';
import { ConfirmDialog } from '../engine/react/ConfirmDialog';
import { labelId, messageId } from '../engine/react/FieldTemplate';
import { Icon } from '../engine/react/Icon';
import type { WidgetProps } from './types';
import { cropToBase64, type CropArea } from './cropImage';

// the cropper (react-easy-crop) loads when a picture is chosen, not with every form that shows one
const PictureCropDialog = lazy(() => import('./PictureCropDialog').then((m) => ({ default: m.PictureCropDialog })));

/** Round profile picture: upload through a circular crop, or remove after confirming. */
export const PictureWidget = memo(function PictureWidget(props: WidgetProps<string>) {
  const { id, value, options, services, texts } = props;
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string>();
  const [removing, setRemoving] = useState(false);

  const close = () => {
    if (chosen) URL.revokeObjectURL(chosen);
    setChosen(null);
    setFailed(undefined);
  };
  const save = async (area: CropArea) => {
    setBusy(true);
    try {
      const url = await services.uploadPicture(await cropToBase64(chosen!, area));
      props.onChange(url);
      close();
    } catch {
      setFailed(options.uploadFailedText as string | undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex items-center gap-4">
      <div id={id} role="group" aria-labelledby={labelId(id)} aria-describedby={messageId(id)} className="relative h-24 w-24">
        {value ? (
          <img src={value} alt={props.label} className="h-24 w-24 rounded-full object-cover" />
        ) : (
          <span role="img" aria-label={props.label} className="flex h-24 w-24 items-center justify-center rounded-full bg-slate-200 text-slate-400">
            <Icon name="user" className="h-12 w-12" />
          </span>
        )}
        <Menu>
          <MenuButton aria-label={(options.cameraLabel as string | undefined) ?? props.label} className="absolute bottom-0 right-0 flex h-8 w-8 items-center justify-center rounded-full border border-white bg-blue-600 text-white">
            <Icon name="camera" className="h-4 w-4" />
          </MenuButton>
          <MenuItems anchor="bottom start" className="z-40 w-44 rounded border border-slate-200 bg-white py-1 shadow-lg">
            <MenuItem>
              <button type="button" className="block w-full px-3 py-2 text-left text-sm data-focus:bg-slate-100" onClick={() => fileInput.current?.click()}>
                {options.uploadText as string}
              </button>
            </MenuItem>
            <MenuItem disabled={!value}>
              <button type="button" className="block w-full px-3 py-2 text-left text-sm data-focus:bg-slate-100 data-disabled:opacity-40" onClick={() => setRemoving(true)}>
                {options.removeText as string}
              </button>
            </MenuItem>
          </MenuItems>
        </Menu>
      </div>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        className="hidden"
        aria-label={options.uploadText as string}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) setChosen(URL.createObjectURL(file));
          e.target.value = '';
        }}
      />
      {chosen && (
        <Suspense>
          <PictureCropDialog imageUrl={chosen} title={(options.cropTitle as string | undefined) ?? props.label} texts={texts} busy={busy} error={failed} onCancel={close} onSave={save} />
        </Suspense>
      )}
      {options.confirmRemove && (
        <ConfirmDialog
          open={removing}
          title={options.confirmRemove.title}
          message={options.confirmRemove.message}
          texts={texts}
          onYes={() => {
            setRemoving(false);
            props.onChange(undefined);
          }}
          onNo={() => setRemoving(false)}
        />
      )}
    </div>
  );
});
