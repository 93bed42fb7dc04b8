import { markRendered } from './measure';
import { createRoot } from 'react-dom/client';
import validate from '../../src/generated/validators/human.js';
import { createFormStore } from '../../src/engine/core/formStore';
import { withRules } from '../../src/engine/core/formRules';
import { SchemaForm } from '../../src/engine/react/SchemaForm';
import { widgetRegistry } from '../../src/widgets/registry';
import texts from '../../screens/messages.json';
import { countedWidget } from './countedWidget';
import { choiceItems, humanSchema, humanUi } from './fixtures';
import '../../src/app/styles.css';

// The registry is passed in: the same widgets, each counting its renders.
const widgets = Object.fromEntries(Object.entries(widgetRegistry).map(([name, entry]) => [name, { ...entry, Input: countedWidget(entry.Input) }]));

const allowed = () => true;
const services = { uploadPicture: async () => '/picture.png' };
const initial = structuredClone(humanUi.initial);
const store = withRules(createFormStore<unknown>(initial), humanUi.rules, initial);

/** Our engine, wired as FormPage wires it for Add Human, without the network. */
createRoot(document.getElementById('root')!).render(
  <SchemaForm
    store={store}
    schema={humanSchema}
    ui={humanUi}
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
markRendered();
