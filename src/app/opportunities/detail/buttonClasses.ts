/** The opportunity page's control looks: a plain button, the primary one, a checkbox or radio. */
export const buttonClass = 'h-9 rounded border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-50';
export const primaryClass = 'h-9 rounded bg-blue-600 px-4 text-sm font-medium text-white disabled:opacity-50';
/** A checkbox or radio big enough to hit (WCAG 2.2 target size). */
export const tickClass = 'h-5 w-5';
