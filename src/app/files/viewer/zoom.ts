/** The viewer's zoom (spec 01 section 9): 0.5 to 3 in steps of 0.1. */
export const zoomLimits = { min: 0.5, max: 3, step: 0.1 };

/** The zoom one step up (+1) or down (-1), kept within the limits and to one decimal. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const next = Math.round((zoom + direction * zoomLimits.step) * 10) / 10;
  return Math.min(zoomLimits.max, Math.max(zoomLimits.min, next));
}
