import { lazy, memo, Suspense, useRef, useState } from 'react';
import { ConfirmDialog } from '../engine/react/ConfirmDialog';
import { labelId, messageId } from '../engine/react/FieldTemplate';
import { Icon } from '../engine/react/Icon';
import { MenuOnFirstUse } from '../engine/react/MenuOnFirstUse';
import type { WidgetProps } from './types';
import { cropToBase64, type CropArea } from './cropImage';

// the menu (the menu library's code) loads when the camera button is first pressed
const loadPictureMenu = () => import('./PictureMenu');
const PictureMenu = lazy(loadPictureMenu);
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

  const camera = {
    'aria-label': (options.cameraLabel as string | undefined) ?? props.label,
    className: 'absolute bottom-0 right-0 flex h-8 w-8 items-center justify-center rounded-full border border-white bg-blue-600 text-white',
    children: <Icon name="camera" className="h-4 w-4" />,
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
        <MenuOnFirstUse button={camera} preload={loadPictureMenu}>
          <PictureMenu
            button={camera}
            uploadText={options.uploadText as string}
            removeText={options.removeText as string}
            canRemove={Boolean(value)}
            onUpload={() => fileInput.current?.click()}
            onRemove={() => setRemoving(true)}
          />
        </MenuOnFirstUse>
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
