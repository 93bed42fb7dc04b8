import { useCallback } from 'react';
import type { UiSchema } from '../../../engine/core/manifests';
import type { WidgetServices } from '../../../widgets/types';
import ProtocolFormDialog from '../../forms/ProtocolFormDialog';
import { submissionsProtocol } from '../submissions/submissionsProtocol';

interface SubmissionAddDialogProps {
  opportunityId: string;
  /** the opportunity's lines of business (ids) */
  lines: readonly string[];
  /** the lines-of-business service narrowed to the opportunity's */
  services: Partial<WidgetServices>;
  onSaved(message: string): void;
  onSome(): void;
  onCancelled(): void;
}

/** Add Submission (schemas/opportunity/submission-add.ui.json): the markets to send the opportunity to, its lines to quote, a version name and notes. */
export default function SubmissionAddDialog({ opportunityId, lines, services, onSaved, onSome, onCancelled }: SubmissionAddDialogProps) {
  const protocol = useCallback((ui: UiSchema) => submissionsProtocol({ ui, mode: 'add', opportunityId, lines, onSaved, onSome }), [opportunityId, lines, onSaved, onSome]);
  return <ProtocolFormDialog form="submission-add" mode="add" protocol={protocol} services={services} onCancelled={onCancelled} />;
}
