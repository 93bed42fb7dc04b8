import { countRender } from './measure';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { UiField } from '../../src/engine/core/manifests';
import { inputClass } from '../../src/widgets/inputProps';
import '../../src/app/styles.css';
import { references, type BenchForm } from './fixtures';

const plainId = (path: string) => `plain${path.replace(/\//g, '-')}`;

/** The input of one field kind: controlled by the field's own useState. */
function Control({ field, id }: { field: UiField; id: string }) {
  const [value, setValue] = useState('');
  const [checked, setChecked] = useState(false);
  countRender(id);
  const reference = field.options?.reference;
  const items = reference ? references[reference] : (field.options?.items as { value: string; label: string }[] | undefined)?.map((i) => [i.value, i.label]);
  if (items) {
    return (
      <select id={id} value={value} onChange={(e) => setValue(e.target.value)} className={inputClass()}>
        <option value="">Select</option>
        {items.map(([v, l]) => <option key={v} value={v}>{l}</option>)}
      </select>
    );
  }
  if (field.widget === 'toggle' || field.widget === 'checkbox') {
    return <input id={id} type="checkbox" className="self-start" checked={checked} onChange={(e) => setChecked(e.target.checked)} />;
  }
  if (field.widget === 'picture') return <input id={id} type="file" accept="image/*" />;
  return <input id={id} type="text" value={value} maxLength={field.maxInput} onChange={(e) => setValue(e.target.value)} className={inputClass()} />;
}

/** One labelled field: state per field, so typing re-renders only this one. */
function PlainField({ field }: { field: UiField }) {
  const id = plainId(field.path);
  return (
    <div className={`flex flex-col gap-1 ${field.widget === 'picture' || field.widget === 'toggle' ? 'md:col-span-3' : ''}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">{field.label}</label>
      <Control field={field} id={id} />
    </div>
  );
}

/** A plain React form of the same fields: useState per field, controlled inputs, no library. */
function PlainForm({ fields }: { fields: BenchForm['fields'] }) {
  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-6">
      <section className="rounded-lg border border-slate-200 bg-white p-5">
        <div className="grid grid-cols-1 gap-x-6 gap-y-4 md:grid-cols-3">
          {fields.map((f) => <PlainField key={f.path} field={f} />)}
        </div>
      </section>
      <button type="submit" className="h-9 rounded bg-blue-600 px-5 text-sm font-medium text-white">Save</button>
    </form>
  );
}

/** Renders the plain form of a bench form's fields. */
export function renderPlainForm({ fields }: BenchForm) {
  createRoot(document.getElementById('root')!).render(<PlainForm fields={fields} />);
}
