/**
 * A field's rule, JSON Forms' shape: `effect` applies while `condition` holds (and its opposite
 * while it does not): `show` / `hide` decide whether the field is on the form, `enable` /
 * `disable` whether it takes input.
 */
export interface FieldRule {
  effect: 'show' | 'hide' | 'enable' | 'disable';
  condition: Condition;
}

/** A value `equals` one given, is `notEmpty`, or is a number `atLeast` one given; `all` and `any` combine conditions. */
export type Condition =
  | { path: string; equals: unknown }
  | { path: string; notEmpty: true }
  | { path: string; atLeast: number }
  | { all: Condition[] }
  | { any: Condition[] };

export const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

export function conditionHolds(condition: Condition, read: (path: string) => unknown): boolean {
  if ('all' in condition) return condition.all.every((c) => conditionHolds(c, read));
  if ('any' in condition) return condition.any.some((c) => conditionHolds(c, read));
  const value = read(condition.path);
  if ('equals' in condition) return value === condition.equals;
  if ('atLeast' in condition) return typeof value === 'number' && value >= condition.atLeast;
  return !isEmpty(value);
}

/** The pointers a condition reads, so a field can listen to them and nothing else. */
export function conditionPaths(condition: Condition): string[] {
  if ('all' in condition) return condition.all.flatMap(conditionPaths);
  if ('any' in condition) return condition.any.flatMap(conditionPaths);
  return [condition.path];
}

/** The condition with every pointer moved under `at` (an included form placed inside another). */
export function conditionAt(condition: Condition, at: string): Condition {
  if ('all' in condition) return { all: condition.all.map((c) => conditionAt(c, at)) };
  if ('any' in condition) return { any: condition.any.map((c) => conditionAt(c, at)) };
  return { ...condition, path: `${at}${condition.path}` };
}

/** Whether a field is shown and takes input, given whether its rule's condition holds. */
export function ruleOutcome(rule: FieldRule | undefined, holds: boolean): { visible: boolean; enabled: boolean } {
  switch (rule?.effect) {
    case 'show':
      return { visible: holds, enabled: true };
    case 'hide':
      return { visible: !holds, enabled: true };
    case 'enable':
      return { visible: true, enabled: holds };
    case 'disable':
      return { visible: true, enabled: !holds };
    default:
      return { visible: true, enabled: true };
  }
}
