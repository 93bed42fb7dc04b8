import { memo } from 'react';
import type { WidgetProps } from './types';
import { textAreaClass, textProps } from './inputProps';

/** Several lines of text (a description). */
export const TextAreaWidget = memo(function TextAreaWidget(props: WidgetProps<string>) {
  return <textarea {...textProps(props)} rows={3} className={textAreaClass(props.error)} />;
});
