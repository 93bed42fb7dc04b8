import type { ModeTexts } from '../../engine/core/manifests';
import { byFileName } from '../loadedOnce';

/**
 * Every form's texts per mode (its ui schema's `modes`: title, subtitle), in the entry script: a form
 * page is headed while its own modules and ui schema load, so its largest text paints with the shell
 * (issue 24). `?modes` makes each a module of its own, only its `modes` imported: the rest of a ui schema
 * stays in the form's chunk.
 */
const modes = byFileName(import.meta.glob<Record<string, ModeTexts>>('../../../schemas/*/*.ui.json', { query: '?modes&lang.json', import: 'modes', eager: true }), '.ui.json');

/** A form's title and subtitle in a mode, none when the form or mode has none. */
export const formHeading = (form: string, mode: string): ModeTexts | undefined => modes[form]?.[mode];
