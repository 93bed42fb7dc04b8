import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useOpenedAtOnce, type MenuButtonLook } from '../engine/react/MenuOnFirstUse';

interface PictureMenuProps {
  /** the camera button, as the form showed it before the menu loaded */
  button: MenuButtonLook;
  uploadText: string;
  removeText: string;
  /** Remove is offered only when there is a picture */
  canRemove: boolean;
  onUpload(): void;
  onRemove(): void;
}

/** The profile picture's menu, Upload and Remove (loaded and opened on first use: PictureWidget). */
export default function PictureMenu({ button, uploadText, removeText, canRemove, onUpload, onRemove }: PictureMenuProps) {
  const ref = useOpenedAtOnce();
  return (
    <Menu>
      <MenuButton ref={ref} {...button} />
      <MenuItems anchor="bottom start" className="z-40 w-44 rounded border border-slate-200 bg-white py-1 shadow-lg">
        <MenuItem>
          <button type="button" className="block w-full px-3 py-2 text-left text-sm data-focus:bg-slate-100" onClick={onUpload}>
            {uploadText}
          </button>
        </MenuItem>
        <MenuItem disabled={!canRemove}>
          <button type="button" className="block w-full px-3 py-2 text-left text-sm data-focus:bg-slate-100 data-disabled:opacity-40" onClick={onRemove}>
            {removeText}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
