import { getAt } from './pointer';

/**
 * Fills '{name}' placeholders from values: a name is a key of values, or a JSON pointer into them
 * ('{/person/first_Name}'). `encode` is applied to each value (encodeURIComponent for paths).
 */
export function fillTemplate(template: string, values: object, encode: (text: string) => string = String): string {
  return template.replace(/\{([^{}]+)\}/g, (_m, name: string) => encode(String(placeholderValue(name, values) ?? '')));
}

/** Whether every placeholder of the template has a value to fill it with. */
export function placeholdersFilled(template: string, values: object): boolean {
  return [...template.matchAll(/\{([^{}]+)\}/g)].every(([, name]) => !['', null, undefined].includes(placeholderValue(name, values) as string));
}

/** The template filled, or undefined when a placeholder has no value (a row with nothing to link to). */
export function fillComplete(template: string, values: object, encode: (text: string) => string = String): string | undefined {
  return placeholdersFilled(template, values) ? fillTemplate(template, values, encode) : undefined;
}

/** A body template's values filled in; a value that is one placeholder keeps the type it stands for. */
export function fillBody(body: Record<string, string>, values: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).map(([key, template]) => {
    const whole = /^\{([^{}]+)\}$/.exec(template);
    return [key, whole ? placeholderValue(whole[1], values) : fillTemplate(template, values)];
  }));
}

function placeholderValue(name: string, values: object): unknown {
  return name.startsWith('/') ? getAt(values, name) : (values as Record<string, unknown>)[name];
}
