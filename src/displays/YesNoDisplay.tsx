import type { DisplayProps } from './types';

export function YesNoDisplay({ value, texts }: DisplayProps) {
  return <>{value === true ? texts.yes : texts.no}</>;
}
