import { useState, type ComponentType } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { WidgetOptions, WidgetProps } from '../../src/widgets/types';

interface Setup<V> {
  value?: V;
  options?: WidgetOptions;
  error?: string;
  maxInput?: number;
  required?: boolean;
  tooltip?: string;
  uploadPicture?: (base64: string) => Promise<string>;
}

/** Renders a widget the way the engine does: controlled, with spies for every callback. */
export function renderWidget<V>(Widget: ComponentType<WidgetProps<V>>, label: string, setup: Setup<V> = {}) {
  const onChange = vi.fn<(value: V | undefined) => void>();
  const onBlur = vi.fn();
  const onFocus = vi.fn();
  const services = { uploadPicture: setup.uploadPicture ?? vi.fn(async () => '/v1/profile/new') };
  function Host() {
    const [value, setValue] = useState<V | undefined>(setup.value);
    return (
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
        tooltip={setup.tooltip}
        maxInput={setup.maxInput}
        options={setup.options ?? {}}
        services={services}
      />
    );
  }
  const view = render(<Host />);
  return { ...view, onChange, onBlur, onFocus, services };
}
