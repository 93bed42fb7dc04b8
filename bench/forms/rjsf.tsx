import { countRender } from './measure';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import Form, { getDefaultRegistry } from '@rjsf/core';
import type { WidgetProps } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import ajvErrors from 'ajv-errors';
import '../../src/app/styles.css';
import { benchForms } from './fixtures';
import { rjsfSchemas } from './rjsfSchemas';

// Stock RJSF with its runtime ajv validator (ajv-formats built in); ajv-errors and our one custom
// keyword added so the schema compiles unchanged. liveValidate stays off (RJSF's default).
const validator = customizeValidator({
  extenderFn: (ajv) => {
    ajvErrors(ajv);
    ajv.addKeyword({ keyword: 'notFuture', type: 'string', validate: (_: boolean, data: string) => !(data.length === 10 && data > new Date().toISOString().slice(0, 10)) });
    return ajv;
  },
});

const { schema, uiSchema } = rjsfSchemas();

/** RJSF's default widgets, each counting its renders by field id (hidden inputs are not fields). */
const widgets = Object.fromEntries(
  Object.entries(getDefaultRegistry().widgets).map(([name, Widget]) => {
    const W = Widget as ComponentType<WidgetProps>;
    if (name === 'HiddenWidget') return [name, W];
    return [name, (props: WidgetProps) => {
      countRender(props.id);
      return <W {...props} />;
    }];
  }),
);

createRoot(document.getElementById('root')!).render(
  <Form schema={schema} uiSchema={uiSchema} validator={validator} formData={structuredClone(benchForms.human.ui.initial)} widgets={widgets} noHtml5Validate />,
);
