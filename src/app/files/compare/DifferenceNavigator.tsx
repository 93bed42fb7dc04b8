import { fillTemplate } from '../../../engine/core/template';
import { texts } from '../../texts';

const t = texts.compareFiles;
const button = 'h-8 rounded border border-slate-300 px-3 text-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';

interface DifferenceNavigatorProps {
  count: number;
  /** the difference shown, from 0 */
  current: number;
  onGo(index: number): void;
}

/** Previous / next difference, and which one is shown ('Difference 2 of 7'), or that there are none. */
export function DifferenceNavigator({ count, current, onGo }: DifferenceNavigatorProps) {
  return (
    <div className="flex items-center gap-3">
      <button type="button" className={button} disabled={current <= 0} onClick={() => onGo(current - 1)}>{t.previousDifference}</button>
      <span aria-live="polite" className="text-sm text-slate-700">{count ? fillTemplate(t.differenceOf, { current: current + 1, count }) : t.noDifferences}</span>
      <button type="button" className={button} disabled={current >= count - 1} onClick={() => onGo(current + 1)}>{t.nextDifference}</button>
    </div>
  );
}
