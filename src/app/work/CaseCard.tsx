import { useState } from 'react';
import { displayDate } from '../../engine/core/dates';
import { fillTemplate } from '../../engine/core/template';
import { Avatar } from '../../engine/react/Avatar';
import { Icon } from '../../engine/react/Icon';
import { useToast } from '../../engine/react/Toasts';
import { texts } from '../texts';
import { AssigneeAvatars } from './AssigneeAvatars';
import { Badge } from './Badge';
import { casePath } from './caseRoute';
import { caseTypeLabel } from './caseTypeLabel';
import { CaseDetails } from './CaseDetails';
import type { CaseRead } from './work';

interface CaseCardProps {
  kase: CaseRead;
  /** the general-request tenant kind: a generic avatar, no entity name */
  generalRequest: boolean;
  allowed(scope: string): boolean;
}

/**
 * A case: due date (MM/dd/yyyy, the red overdue mark), 'Case' badge and priority marker, its
 * entity, type (what it is about; it opens the case's page in a new tab), description, open task count, assignees, status;
 * expanded, its details, activities and files.
 */
export function CaseCard({ kase, generalRequest, allowed }: CaseCardProps) {
  const toast = useToast();
  const [expanded, setExpanded] = useState(false);
  const type = caseTypeLabel(kase);
  const detailsId = `case-${kase.irys_Case_Reference_Id}`;
  const open = () => {
    const path = casePath(kase);
    if (path) window.open(path, '_blank', 'noopener');
    else toast.error(fillTemplate(texts.work.unhandledRedirection, { type: kase.case_Type }));
  };
  return (
    <article aria-label={`${texts.work.caseBadge} ${type}`} className="rounded-lg border border-slate-200 bg-white text-sm shadow-sm">
      <div className="flex flex-col gap-1.5 p-3">
        <div className="flex items-center gap-1.5">
          <Badge tone="blue">{texts.work.caseBadge}</Badge>
          {kase.is_Priority && (
            <span role="img" aria-label={texts.work.priority} className="text-red-600"><Icon name="flag" className="h-4 w-4" /></span>
          )}
          {kase.case_Status === 'new' && <Badge tone="green">{texts.work.caseStatus}</Badge>}
          <span className="ml-auto text-xs text-slate-600">
            {displayDate(kase.due_Date) || texts.none}
            {kase.is_Overdue && <span className="ml-1 font-semibold text-red-600">{texts.work.overdue}</span>}
          </span>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={detailsId}
            aria-label={texts.work.showCase}
            onClick={() => setExpanded((e) => !e)}
            className="rounded p-0.5 text-slate-500 hover:bg-slate-100"
          >
            <Icon name={expanded ? 'chevronDown' : 'chevronRight'} className="h-4 w-4" />
          </button>
        </div>
        {!generalRequest && kase.entity_Name && (
          <div className="flex items-center gap-2">
            <Avatar src={kase.entity_Profile_Image} name={kase.entity_Name} size={24} />
            <span className="truncate font-medium text-slate-800">{kase.entity_Name}</span>
          </div>
        )}
        <button type="button" onClick={open} aria-label={fillTemplate(texts.work.openCase, { type })} className="w-fit text-left font-semibold text-blue-700 hover:underline">
          {type}
        </button>
        {kase.description && <p className="line-clamp-2 text-xs text-slate-700" title={kase.description}>{kase.description}</p>}
        <div className="flex items-center gap-2 text-xs text-slate-600">
          <span>{fillTemplate(texts.work.openTasks, { count: kase.open_Tasks })}</span>
          <span className="ml-auto"><AssigneeAvatars assignees={kase.assignees} generic={generalRequest} /></span>
        </div>
      </div>
      {expanded && (
        <div id={detailsId} className="border-t border-slate-100 p-3">
          <CaseDetails kase={kase} generalRequest={generalRequest} allowed={allowed} />
        </div>
      )}
    </article>
  );
}
