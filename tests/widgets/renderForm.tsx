import type { ComponentType, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import texts from '../../screens/messages.json';
import { createFormStore } from '../../src/engine/core/formStore';
import { withRules } from '../../src/engine/core/formRules';
import type { WidgetRegistry } from '../../src/engine/react/Field';
import type { FormDefinition } from '../../src/engine/react/HostedForm';
import { SchemaForm } from '../../src/engine/react/SchemaForm';
import type { ChoiceItem, WidgetServices } from '../../src/widgets/types';
import { widgetRegistry } from '../../src/widgets/registry';

interface Setup {
  mode?: string;
  references?: Record<string, ChoiceItem[]>;
  widgets?: WidgetRegistry;
  services?: Partial<WidgetServices>;
  /** the model the form opens with (the ui schema's initial values when absent) */
  model?: Record<string, unknown>;
  /** the host's keeping of one field's value (a saveOnBlur field's) */
  saveField?(path: string): void;
  /** what the form is rendered inside (a Profiler counting commits) */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

/** Renders a form as a host does, its store under its rules, with spies for what it sends and says. */
export function renderForm({ ui, schema, validate }: FormDefinition, { mode = 'add', references = {}, widgets = widgetRegistry, services = {}, model, saveField, wrapper }: Setup = {}) {
  const initial = structuredClone(model ?? ui.initial);
  const store = withRules(createFormStore<unknown>(initial), ui.rules, initial);
  const onSubmit = vi.fn(async () => {});
  const onBanner = vi.fn();
  const { unmount } = render(
    <SchemaForm
      store={store}
      schema={schema}
      ui={ui}
      validate={validate}
      mode={mode}
      references={references}
      allowed={() => true}
      services={{ uploadPicture: async () => '/v1/profile/x', ...services }}
      widgets={widgets}
      texts={texts}
      onBanner={onBanner}
      onSubmit={onSubmit}
      onCancel={() => {}}
      saveField={saveField}
    />,
    { wrapper },
  );
  return { store, onSubmit, onBanner, unmount };
}
