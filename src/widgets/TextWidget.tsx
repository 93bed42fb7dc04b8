import { memo } from 'react';
import type { WidgetProps } from './types';
import { inputClass, textProps } from './inputProps';

export const TextWidget = memo(function TextWidget(props: WidgetProps<string>) {
  return <input {...textProps(props)} type="text" className={inputClass(props.error)} />;
});
