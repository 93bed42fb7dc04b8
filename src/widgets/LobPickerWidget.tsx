import { memo, useEffect, useId, useState } from 'react';
import { fillTemplate } from '../engine/core/template';
import { matchesWords } from '../engine/core/words';
import { Icon } from '../engine/react/Icon';
import { PickerButton } from './PickerButton';
import type { LineOfBusiness, WidgetProps } from './types';
import { useDropdown } from './useDropdown';

/** A chosen line: its id alone, or (with options.itemKey) a row of the form holding the id under that key. */
type Chosen = string | Record<string, unknown>;

/** Chips of chosen lines shown before '+N' (the spec's multi-select chips). */
const chipsShown = 3;

function useLines(load: (() => Promise<LineOfBusiness[]>) | undefined) {
  const [lines, setLines] = useState<LineOfBusiness[]>();
  useEffect(() => {
    let live = true;
    load?.().then((all) => live && setLines(all), (error: unknown) => console.error(error));
    return () => { live = false; };
  }, [load]);
  return lines;
}

function Chip({ line }: { line: LineOfBusiness }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
      <Icon name={line.icon} className="h-3.5 w-3.5" />
      {line.line_Of_Business_Name}
    </span>
  );
}

/**
 * Lines of business, several of them (GET /v1/lob): a button showing the chosen ones (icon and
 * name, 3 then +N) that opens a search box over checkboxes. The value is the chosen lines' ids in
 * the order chosen; with options.itemKey it is rows holding the id under that key (a policy's
 * line_Of_Business), a row kept whole while its line stays chosen. Leaving the widget is its blur.
 */
export const LobPickerWidget = memo(function LobPickerWidget(props: WidgetProps<Chosen[]>) {
  const { id, value, options, texts, error, services } = props;
  const itemKey = typeof options.itemKey === 'string' ? options.itemKey : undefined;
  const { open, setOpen, button, containerProps } = useDropdown(props.onBlur);
  const [search, setSearch] = useState('');
  const lines = useLines(services.linesOfBusiness);
  const listId = `${useId()}-lines`;
  const said = texts.linesOfBusiness;

  const chosen = value ?? [];
  const idOf = (item: Chosen) => (typeof item === 'string' ? item : String(item[itemKey ?? ''] ?? ''));
  const chosenIds = chosen.map(idOf);
  const byId = new Map((lines ?? []).map((l) => [l.line_Of_Business_Id, l]));
  const chosenLines = chosenIds.flatMap((lineId) => byId.get(lineId) ?? []);
  const shown = (lines ?? []).filter((l) => matchesWords(search, [l.line_Of_Business_Name, l.line_Of_Business_Reference_Code]));

  const toggle = (lineId: string, on: boolean) => {
    const next = on ? [...chosen, itemKey ? { [itemKey]: lineId } : lineId] : chosen.filter((item) => idOf(item) !== lineId);
    props.onChange(next.length ? next : undefined);
  };

  const rest = chosenLines.length - chipsShown;
  return (
    <div className="relative" {...containerProps}>
      <PickerButton
        id={id} error={error} required={props.required} requiredText={texts.required} open={open} controls={listId} disabled={props.disabled}
        buttonRef={button} onToggle={() => setOpen(!open)} onFocus={props.onFocus} layout="flex flex-wrap items-center gap-1"
      >
        {chosenLines.length ? (
          <>
            {chosenLines.slice(0, chipsShown).map((line) => <Chip key={line.line_Of_Business_Id} line={line} />)}
            {rest > 0 && (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700" title={chosenLines.slice(chipsShown).map((l) => l.line_Of_Business_Name).join(', ')}>
                {fillTemplate(said.more, { count: rest })}
              </span>
            )}
          </>
        ) : (
          // lines chosen whose names have not come yet are not "Select": nothing chosen would be wrong
          <span className="text-slate-500">{chosenIds.length && !lines ? said.loading : (props.placeholder ?? texts.select)}</span>
        )}
      </PickerButton>
      {open && (
        <div id={listId} className="absolute z-50 mt-1 w-full min-w-64 rounded border border-slate-200 bg-white p-2 text-sm shadow-lg">
          <input
            type="search"
            aria-label={said.search}
            placeholder={said.search}
            value={search}
            autoFocus
            onChange={(e) => setSearch(e.target.value)}
            className="mb-2 h-8 w-full rounded border border-slate-300 px-2"
          />
          {!lines ? (
            <p role="status" className="px-2 py-1 text-slate-500">{said.loading}</p>
          ) : shown.length === 0 ? (
            <p role="status" className="px-2 py-1 text-slate-500">{said.noneFound}</p>
          ) : (
            <fieldset aria-label={props.label} className="max-h-60 overflow-auto">
              {shown.map((line) => (
                <label key={line.line_Of_Business_Id} className="flex cursor-pointer items-center gap-2 px-2 py-1.5 hover:bg-blue-50">
                  <input
                    type="checkbox"
                    checked={chosenIds.includes(line.line_Of_Business_Id)}
                    onChange={(e) => toggle(line.line_Of_Business_Id, e.target.checked)}
                    className="h-4 w-4 rounded border-slate-300"
                  />
                  <Icon name={line.icon} className="h-4 w-4 text-slate-600" />
                  {line.line_Of_Business_Name}
                </label>
              ))}
            </fieldset>
          )}
        </div>
      )}
    </div>
  );
});
