import { useState, type DragEvent } from 'react';
import { texts } from '../texts';

/** 'Drag and drop files to add.': a file dropped here is handed on (the first, as uploads take one at a time). */
export function FileDropTarget({ onFile, disabled = false }: { onFile(file: File): void; disabled?: boolean }) {
  const [over, setOver] = useState(false);
  const dragging = (event: DragEvent, on: boolean) => {
    if (disabled) return;
    event.preventDefault();
    setOver(on);
  };
  return (
    <div
      aria-label={texts.work.dropLabel}
      role="region"
      onDragOver={(e) => dragging(e, true)}
      onDragLeave={(e) => dragging(e, false)}
      onDrop={(e) => {
        dragging(e, false);
        const file = e.dataTransfer.files[0];
        if (file && !disabled) onFile(file);
      }}
      className={`rounded border-2 border-dashed p-3 text-center text-xs ${over ? 'border-blue-500 bg-blue-50 text-blue-700' : 'border-slate-300 text-slate-500'}`}
    >
      {texts.work.dropHint}
    </div>
  );
}
