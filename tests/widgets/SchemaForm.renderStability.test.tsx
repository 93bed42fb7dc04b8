import { memo, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import schema from '../../schemas/human/human.schema.json';
import ui from '../../schemas/human/human.ui.json';
import validate from '../../src/generated/validators/human.js';
import { createFormStore } from '../../src/engine/core/formStore';
import type { UiSchema } from '../../src/engine/core/manifests';
import { SchemaForm } from '../../src/engine/react/SchemaForm';
import { widgetRegistry } from '../../src/widgets/registry';
import type { WidgetProps } from '../../src/widgets/types';

const renders: Record<string, number> = {};
const originals = { ...widgetRegistry };

beforeEach(() => {
  for (const [name, Widget] of Object.entries(originals)) {
    const Counted = (props: WidgetProps) => {
      renders[props.id] = (renders[props.id] ?? 0) + 1;
      return <Widget {...props} />;
    };
    widgetRegistry[name] = memo(Counted) as ComponentType<WidgetProps<any>>;
  }
});
afterEach(() => Object.assign(widgetRegistry, originals));

function renderForm() {
  const store = createFormStore<unknown>(structuredClone(ui.initial));
  render(
    <SchemaForm
      store={store}
      schema={schema}
      ui={ui as UiSchema}
      validate={validate}
      mode="add"
      references={{ State: [{ value: 'NY', label: 'New York' }] }}
      allowed={() => true}
      services={{ uploadPicture: async () => '/v1/profile/x' }}
      onBanner={() => {}}
      onSubmit={async () => {}}
      onCancel={() => {}}
      texts={{ cancel: 'Cancel', save: 'Save' }}
    />,
  );
  return store;
}

describe('SchemaForm render stability', () => {
  it('typing into one field re-renders that field only', async () => {
    const store = renderForm();
    const before = { ...renders };
    await userEvent.type(screen.getByLabelText('First Name'), 'Augusta');
    const changed = Object.keys(renders).filter((id) => renders[id] !== before[id]);
    expect(changed).toEqual(['field-human-first_Name']);
    expect(renders['field-human-first_Name'] - before['field-human-first_Name']).toBe(7);
    expect(store.value('/human/first_Name')).toBe('Augusta');
  });
});
