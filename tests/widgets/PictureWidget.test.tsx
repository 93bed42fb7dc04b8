import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PictureWidget } from '../../src/widgets/PictureWidget';
import { cropToBase64 } from '../../src/widgets/cropImage';
import { renderWidget } from './renderWidget';

const options = {
  cameraLabel: 'Change profile picture',
  uploadText: 'Upload Picture',
  removeText: 'Remove Picture',
  cropTitle: 'Crop Picture',
  confirmRemove: { title: 'Do you want to delete the picture?' },
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:picture');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('PictureWidget', () => {
  it('offers Upload Picture and Remove Picture from the camera button', async () => {
    renderWidget(PictureWidget, 'Profile Picture', { options, value: '/v1/profile/abc', label: 'group' });
    await userEvent.click(screen.getByRole('button', { name: 'Change profile picture' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Upload Picture', 'Remove Picture']);
  });

  it("loads the menu's code on first use: until pressed the camera button is a plain one, and one press opens the menu", async () => {
    renderWidget(PictureWidget, 'Profile Picture', { options, label: 'group' });
    const camera = screen.getByRole('button', { name: 'Change profile picture' });
    // the menu library marks the buttons it renders; the plain one is not its
    expect(camera.hasAttribute('data-headlessui-state')).toBe(false);
    await userEvent.click(camera);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Remove Picture' }).getAttribute('aria-disabled')).toBe('true');
  });

  it("asks 'Do you want to delete the picture?' and removes it on Yes", async () => {
    const { onChange } = renderWidget(PictureWidget, 'Profile Picture', { options, value: '/v1/profile/abc', label: 'group' });
    expect(screen.getByRole('img', { name: 'Profile Picture' }).getAttribute('src')).toBe('/v1/profile/abc');
    await userEvent.click(screen.getByRole('button', { name: 'Change profile picture' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove Picture' }));
    expect(await screen.findByRole('dialog', { name: 'Do you want to delete the picture?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('opens a circular crop with zoom 0.5 to 3 in steps of 0.1; Save waits for a non-zero crop', async () => {
    renderWidget(PictureWidget, 'Profile Picture', { options, label: 'group' });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Upload Picture'), file);
    const dialog = await screen.findByRole('dialog', { name: 'Crop Picture' });
    const zoom = within(dialog).getByRole('slider', { name: 'Zoom' }) as HTMLInputElement;
    expect([zoom.min, zoom.max, zoom.step, zoom.value]).toEqual(['0.5', '3', '0.1', '1']);
    // jsdom lays nothing out, so the crop area stays zero-sized and Save must stay disabled
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('crops to a PNG sent as base64 without the data: prefix', async () => {
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,iVBORw0KGgo=');
    HTMLImageElement.prototype.decode = () => Promise.resolve();
    const base64 = await cropToBase64('blob:picture', { x: 10, y: 20, width: 100, height: 100 });
    expect(base64).toBe('iVBORw0KGgo=');
    expect(drawImage).toHaveBeenCalledWith(expect.any(HTMLImageElement), 10, 20, 100, 100, 0, 0, 100, 100);
  });
});
