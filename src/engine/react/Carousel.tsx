import { useState, type ReactNode } from 'react';
import { fillTemplate } from '../core/template';

interface CarouselProps {
  items: ReactNode[];
  /** items shown side by side on one page (the spec's 2) */
  perPage?: number;
  /** the carousel's name */
  label: string;
  /** a paging dot's name: 'Page {page} of {pages}' */
  pageLabel: string;
}

/**
 * Items a page at a time with paging dots; a page slides in over 200 ms (at once for those who
 * ask for reduced motion). Items off the page are inert, so keyboards and screen readers skip them.
 */
export function Carousel({ items, perPage = 2, label, pageLabel }: CarouselProps) {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const [chosen, setChosen] = useState(0);
  // fewer items than before (one removed) may leave the chosen page past the last
  const page = Math.min(chosen, pages - 1);
  const groups = Array.from({ length: pages }, (_, p) => items.slice(p * perPage, (p + 1) * perPage));
  return (
    <section aria-roledescription="carousel" aria-label={label} className="flex flex-col gap-2">
      <div className="overflow-hidden">
        <div
          className="flex transition-transform duration-200 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${page * 100}%)` }}
          data-testid="carousel-track"
        >
          {groups.map((group, p) => (
            <div
              key={p}
              role="group"
              aria-roledescription="slide"
              aria-label={fillTemplate(pageLabel, { page: p + 1, pages })}
              inert={p !== page}
              className="grid w-full shrink-0 grid-cols-1 gap-2"
              style={{ gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))` }}
            >
              {group}
            </div>
          ))}
        </div>
      </div>
      {pages > 1 && (
        <div className="flex justify-center gap-2">
          {groups.map((_, p) => (
            <button
              key={p}
              type="button"
              aria-label={fillTemplate(pageLabel, { page: p + 1, pages })}
              aria-current={p === page ? 'true' : undefined}
              onClick={() => setChosen(p)}
              className={`h-2.5 w-2.5 rounded-full ${p === page ? 'bg-blue-600' : 'bg-slate-300 hover:bg-slate-400'}`}
            />
          ))}
        </div>
      )}
    </section>
  );
}
