import { Avatar } from '../../engine/react/Avatar';
import { Icon } from '../../engine/react/Icon';
import { fillTemplate } from '../../engine/core/template';
import { texts } from '../texts';
import { assigneeName, type Assignee } from './work';

interface AssigneeAvatarsProps {
  assignees: Assignee[];
  /** how many are shown before '+N' (the spec's 2) */
  shown?: number;
  /** a generic avatar instead of the people (the general-request tenant kind) */
  generic?: boolean;
}

/** Assignees as avatars: the first `shown`, then '+N' naming the rest in its tooltip. */
export function AssigneeAvatars({ assignees, shown = 2, generic = false }: AssigneeAvatarsProps) {
  if (!assignees.length) return null;
  if (generic) {
    return (
      <span role="img" aria-label={texts.work.genericAvatar} className="inline-flex h-6 w-6 items-center justify-center rounded-full bg-slate-200 text-slate-500">
        <Icon name="person" className="h-4 w-4" />
      </span>
    );
  }
  const first = assignees.slice(0, shown);
  const rest = assignees.slice(shown);
  return (
    <span className="flex items-center -space-x-1">
      {first.map((a) => <Avatar key={a.assignee_Id} name={assigneeName(a)} size={24} />)}
      {rest.length > 0 && (
        <span title={rest.map(assigneeName).join(', ')} className="ml-1 text-xs text-slate-600">
          {fillTemplate(texts.work.moreAssignees, { count: rest.length })}
        </span>
      )}
    </span>
  );
}
