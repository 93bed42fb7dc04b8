import { countRender, markRendered } from './measure';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import '../../src/app/styles.css';
import { fields, references } from './fixtures';

type Values = Record<string, string>;

/** A plain React form of the same fields: one state object, controlled inputs, no library. */
function Input({ path, label, value, options, onChange }: { path: string; label: string; value: string; options?: [string, string][]; onChange(path: string, v: string): void }) {
  const id = `plain${path.replace(/\//g, '-')}`;
  countRender(id);
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      {options ? (
        <select id={id} value={value} onChange={(e) => onChange(path, e.target.value)}>
          <option value="">Select</option>
          {options.map(([v, l]) => <option key={v} value={v}>{l}</option>)}
        </select>
      ) : (
        <input id={id} value={value} onChange={(e) => onChange(path, e.target.value)} />
      )}
    </div>
  );
}

function PlainForm() {
  const [values, setValues] = useState<Values>({});
  const onChange = (path: string, value: string) => setValues((v) => ({ ...v, [path]: value }));
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      {fields.map((f) => (
        <Input key={f.path} path={f.path} label={f.label} value={values[f.path] ?? ''} options={f.options?.reference ? references[f.options.reference] : undefined} onChange={onChange} />
      ))}
      <button type="submit">Save</button>
    </form>
  );
}

createRoot(document.getElementById('root')!).render(<PlainForm />);
markRendered();
