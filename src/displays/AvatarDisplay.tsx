import { fillTemplate } from '../engine/core/template';
import { Avatar } from '../engine/react/Avatar';
import type { DisplayProps } from './types';

/** A record's picture, or its initials; named by the field's `alt` template. */
export function AvatarDisplay({ value, record, field }: DisplayProps) {
  return <Avatar src={value as string | null | undefined} name={fillTemplate(field.alt ?? '', record).trim()} />;
}
