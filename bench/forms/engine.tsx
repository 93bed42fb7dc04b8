import { markRendered } from './measure';
import { createRoot } from 'react-dom/client';
import validate from '../../src/generated/validators/human.js';
import { createFormStore } from '../../src/engine/core/formStore';
import { withRules } from '../../src/engine/core/formRules';
import { SchemaForm } from '../../src/engine/react/SchemaForm';
import { widgetRegistry } from '../../src/widgets/registry';
import { countedWidget } from './countedWidget';
import { choiceItems, humanSchema, humanUi } from './fixtures';
import '../../src/app/styles.css';

// The registry is plain data: counting wrappers replace its entries before anything renders.
for (const [name, Widget] of Object.entries(widgetRegistry)) widgetRegistry[name] = countedWidget(Widget);

const allowed = () => true;
const services = { uploadPicture: async () => '/picture.png' };
const texts = { cancel: 'Cancel', save: 'Save' };
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
    onBanner={() => {}}
    onSubmit={async () => {}}
    onCancel={() => {}}
    texts={texts}
  />,
);
markRendered();
