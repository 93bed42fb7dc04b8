import { lazy } from 'react';

/** The parts of other modules the work screens open, each loaded when first shown. */
export const ItemFormDialog = lazy(() => import('../forms/ItemFormDialog'));
export const AttachFileDialog = lazy(() => import('../files/AttachFileDialog'));
export const RecordFiles = lazy(() => import('../files/RecordFiles'));
