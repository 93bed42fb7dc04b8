import { countRender, markRendered } from './measure';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import { getDefaultRegistry } from '@rjsf/core';
import type { RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import ajvErrors from 'ajv-errors';
import '../../src/app/styles.css';
import { fields, humanUi, inlinedSchema, references } from './fixtures';

// Stock RJSF with its runtime ajv validator; our one custom keyword and ajv-errors added so the
// same schema compiles. Reference fields become `oneOf` choices so RJSF renders them as selects.
const validator = customizeValidator({
  extenderFn: (ajv) => {
    ajvErrors(ajv);
    ajv.addKeyword({ keyword: 'notFuture', type: 'string', validate: (_: boolean, data: string) => !(data.length === 10 && data > new Date().toISOString().slice(0, 10)) });
    return ajv;
  },
});

const schema = inlinedSchema();
const uiSchema: UiSchema = {};
for (const field of fields) {
  const keys = field.path.split('/').slice(1);
  let schemaNode = schema as Record<string, any>;
  let uiNode = uiSchema as Record<string, any>;
  for (const key of keys) {
    schemaNode = /^\d+$/.test(key) ? schemaNode.items : schemaNode.properties[key];
    const uiKey = /^\d+$/.test(key) ? 'items' : key;
    uiNode = uiNode[uiKey] ??= {};
  }
  uiNode['ui:title'] = field.label;
  const reference = field.options?.reference;
  if (reference) schemaNode.oneOf = references[reference].map(([value, label]) => ({ const: value, title: label }));
}

const defaults = getDefaultRegistry().widgets;
const counted = Object.fromEntries(
  Object.entries(defaults).map(([name, Widget]) => {
    const W = Widget as ComponentType<WidgetProps>;
    return [name, (props: WidgetProps) => {
      countRender(props.id);
      return <W {...props} />;
    }];
  }),
);

createRoot(document.getElementById('root')!).render(
  <Form schema={schema as RJSFSchema} uiSchema={uiSchema} validator={validator} formData={structuredClone(humanUi.initial)} widgets={counted} noHtml5Validate />,
);
markRendered();
