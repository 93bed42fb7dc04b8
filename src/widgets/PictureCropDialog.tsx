import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import Cropper from 'react-easy-crop';
import type { CropArea } from './cropImage';

export const zoomRange = { min: 0.5, max: 3, step: 0.1 };

interface PictureCropDialogProps {
  imageUrl: string | null;
  title: string;
  texts: { zoom: string; cancel: string; save: string };
  busy: boolean;
  error?: string;
  onCancel(): void;
  onSave(area: CropArea): void;
}

/** A circular crop with zoom 0.5 to 3 in steps of 0.1; Save needs a non-zero crop. */
export function PictureCropDialog({ imageUrl, title, texts, busy, error, onCancel, onSave }: PictureCropDialogProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<CropArea | null>(null);
  const canSave = Boolean(area && area.width > 0 && area.height > 0) && !busy;
  return (
    <Dialog open={imageUrl !== null} onClose={onCancel} className="relative z-50">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl" aria-busy={busy}>
          <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
          <div className="relative mt-4 h-72 w-full bg-slate-800">
            {imageUrl && (
              <Cropper
                image={imageUrl}
                crop={crop}
                zoom={zoom}
                minZoom={zoomRange.min}
                maxZoom={zoomRange.max}
                aspect={1}
                cropShape="round"
                showGrid={false}
                restrictPosition={false}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_area, pixels) => setArea(pixels)}
              />
            )}
          </div>
          <label className="mt-4 flex items-center gap-3 text-sm">
            {texts.zoom}
            <input type="range" min={zoomRange.min} max={zoomRange.max} step={zoomRange.step} value={zoom} onChange={(e) => setZoom(Number(e.target.value))} className="flex-1" />
          </label>
          {error && <p role="alert" className="mt-2 text-xs text-red-600">{error}</p>}
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" onClick={onCancel} className="h-9 rounded border border-slate-300 px-4 text-sm">{texts.cancel}</button>
            <button type="button" disabled={!canSave} onClick={() => area && onSave(area)} className="h-9 rounded bg-blue-600 px-4 text-sm font-medium text-white disabled:opacity-50">
              {texts.save}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
