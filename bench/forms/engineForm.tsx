import { createRoot } from 'react-dom/client';
import { createFormStore } from '../../src/engine/core/formStore';
import { withRules } from '../../src/engine/core/formRules';
import type { Validator } from '../../src/engine/core/validation';
import { SchemaForm } from '../../src/engine/react/SchemaForm';
import { widgetRegistry } from '../../src/widgets/registry';
import texts from '../../screens/messages.json';
import { countedWidget } from './countedWidget';
import { choiceItems, type BenchForm } from './fixtures';
import '../../src/app/styles.css';

// The registry is passed in: the same widgets, each counting its renders.
const widgets = Object.fromEntries(Object.entries(widgetRegistry).map(([name, entry]) => [name, { ...entry, Input: countedWidget(entry.Input) }]));

const allowed = () => true;
const services = { uploadPicture: async () => '/picture.png', navigate: () => {} };

/** Our engine, wired as FormPage wires it in add mode, without the network. */
export function renderEngineForm({ ui, schema }: BenchForm, validate: Validator) {
  const initial = structuredClone(ui.initial);
  const store = withRules(createFormStore<unknown>(initial), ui.rules, initial);
  createRoot(document.getElementById('root')!).render(
    <SchemaForm
      store={store}
      schema={schema}
      ui={ui}
      validate={validate}
      mode="add"
      references={choiceItems}
      allowed={allowed}
      services={services}
      widgets={widgets}
      onBanner={() => {}}
      onSubmit={async () => {}}
      onCancel={() => {}}
      texts={texts}
    />,
  );
}
