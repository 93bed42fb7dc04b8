import { countRender, markRendered } from './measure';
import { memo, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import validate from '../../src/generated/validators/human.js';
import { createFormStore } from '../../src/engine/core/formStore';
import { SchemaForm } from '../../src/engine/react/SchemaForm';
import { widgetRegistry } from '../../src/widgets/registry';
import type { WidgetProps } from '../../src/widgets/types';
import { choiceItems, humanSchema, humanUi } from './fixtures';
import '../../src/app/styles.css';

for (const [name, Widget] of Object.entries({ ...widgetRegistry })) {
  const Counted = (props: WidgetProps) => {
    countRender(props.id);
    return <Widget {...props} />;
  };
  widgetRegistry[name] = memo(Counted) as ComponentType<WidgetProps<any>>;
}

const store = createFormStore<unknown>(structuredClone(humanUi.initial));
createRoot(document.getElementById('root')!).render(
  <SchemaForm
    store={store}
    schema={humanSchema}
    ui={humanUi}
    validate={validate}
    mode="add"
    references={choiceItems}
    allowed={() => true}
    services={{ uploadPicture: async () => '/picture.png' }}
    onBanner={() => {}}
    onSubmit={async () => {}}
    onCancel={() => {}}
    texts={{ cancel: 'Cancel', save: 'Save' }}
  />,
);
markRendered();
