export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Draws the cropped area of an image onto a canvas; answers PNG base64 without the data: prefix. */
export async function cropToBase64(imageUrl: string, area: CropArea): Promise<string> {
  const image = new Image();
  image.src = imageUrl;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = area.width;
  canvas.height = area.height;
  canvas.getContext('2d')!.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, area.width, area.height);
  return canvas.toDataURL('image/png').replace(/^data:image\/\w+;base64,/, '');
}
