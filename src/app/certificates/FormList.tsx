import schema from '../../../schemas/certificates/certificate.schema.json';
import forms from '../../../schemas/certificates/certificate-forms.json';
import { texts } from '../texts';

const said = texts.certificates;
const titles = new Map(schema.$defs.form.oneOf.map((f) => [f.const, f.title]));
const sections = Object.entries(forms.sections) as [keyof typeof forms.sectionTitles, string[]][];
const all = sections.flatMap(([, codes]) => codes);
/** The general section's forms, chosen when the screen opens. */
export const defaultForms = forms.sections[forms.defaultSection as keyof typeof forms.sections];

interface FormListProps {
  chosen: ReadonlySet<string>;
  onChange(chosen: ReadonlySet<string>): void;
}

/** The form list: each section's ACORD forms with a checkbox, and Select All. */
export function FormList({ chosen, onChange }: FormListProps) {
  const toggle = (code: string) => {
    const next = new Set(chosen);
    if (!next.delete(code)) next.add(code);
    onChange(next);
  };
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-medium">{said.forms}</legend>
      <label className="mt-1 flex items-center gap-2 text-sm">
        <input type="checkbox" className="h-4 w-4" checked={all.every((c) => chosen.has(c))} onChange={(e) => onChange(new Set(e.target.checked ? all : defaultForms))} />
        {said.selectAll}
      </label>
      {sections.map(([section, codes]) => (
        <fieldset key={section} className="mt-2">
          <legend className="text-xs font-medium text-slate-500">{forms.sectionTitles[section]}</legend>
          {codes.map((code) => (
            <label key={code} className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="h-4 w-4" checked={chosen.has(code)} onChange={() => toggle(code)} />
              {titles.get(code)}
            </label>
          ))}
        </fieldset>
      ))}
    </fieldset>
  );
}
