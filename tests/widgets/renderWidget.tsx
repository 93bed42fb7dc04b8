import { useState, type ComponentType } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import texts from '../../screens/messages.json';
import { fieldTemplate, type LabelPlacement } from '../../src/engine/react/FieldTemplate';
import type { WidgetOptions, WidgetProps, WidgetServices } from '../../src/widgets/types';

interface Setup<V> {
  value?: V;
  options?: WidgetOptions;
  error?: string;
  maxInput?: number;
  required?: boolean;
  /** where the registry puts this widget's label */
  label?: LabelPlacement;
  uploadPicture?: (base64: string) => Promise<string>;
  /** further services the widget uses */
  services?: Partial<WidgetServices>;
}

/** Renders a widget the way the engine does: controlled, in the field template, with spies for every callback. */
export function renderWidget<V>(Widget: ComponentType<WidgetProps<V>>, label: string, setup: Setup<V> = {}) {
  const onChange = vi.fn<(value: V | undefined) => void>();
  const onBlur = vi.fn();
  const onFocus = vi.fn();
  const services = { ...setup.services, uploadPicture: setup.uploadPicture ?? vi.fn(async () => '/v1/profile/new') };
  const control = { label, required: setup.required ?? false, error: setup.error, visible: true, enabled: true };
  function Host() {
    const [value, setValue] = useState<V | undefined>(setup.value);
    return (
      fieldTemplate({ id: 'field-test', control, placement: setup.label, tooltipText: texts.fieldTooltip, children: (
        <Widget
          id="field-test"
          label={label}
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
          onBlur={onBlur}
          onFocus={onFocus}
          error={setup.error}
          required={setup.required}
          maxInput={setup.maxInput}
          options={setup.options ?? {}}
          services={services}
          texts={texts}
        />
      ) })
    );
  }
  const view = render(<Host />);
  return { ...view, onChange, onBlur, onFocus, services };
}
