import { pagerState } from '../core/listQuery';

interface PagerProps {
  page: number;
  lastPage: number | undefined;
  texts: { pager: string; loading: string; previous: string; next: string; pages: string };
  onPage(page: number): void;
}

export function Pager({ page, lastPage, texts, onPage }: PagerProps) {
  const state = pagerState(page, lastPage, { page: texts.pager, loading: texts.loading });
  const button = 'h-8 rounded border border-slate-300 px-3 text-sm disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav aria-label={texts.pages} className="flex items-center justify-end gap-3 py-3 text-sm text-slate-600">
      <button type="button" className={button} disabled={state.previousDisabled} onClick={() => onPage(page - 1)}>{texts.previous}</button>
      <span aria-live="polite">{state.text}</span>
      <button type="button" className={button} disabled={state.nextDisabled} onClick={() => onPage(page + 1)}>{texts.next}</button>
    </nav>
  );
}
