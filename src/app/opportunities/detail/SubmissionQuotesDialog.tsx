import { useCallback } from 'react';
import type { UiSchema } from '../../../engine/core/manifests';
import ProtocolFormDialog from '../../forms/ProtocolFormDialog';
import { quotesProtocol } from '../submissions/quotesProtocol';
import type { VersionRead } from '../submissions/submissionRead';

interface SubmissionQuotesDialogProps {
  version: VersionRead;
  onSaved(message?: string): void;
  onSome(): void;
  onCancelled(): void;
}

/** Enter Quotes (schemas/opportunity/submission-version-quotes.ui.json): the market's quoted premium for each line of a submission version. */
export default function SubmissionQuotesDialog({ version, onSaved, onSome, onCancelled }: SubmissionQuotesDialogProps) {
  const protocol = useCallback((ui: UiSchema) => quotesProtocol({ ui, mode: 'enter', version, onSaved, onSome }), [version, onSaved, onSome]);
  return <ProtocolFormDialog form="submission-version-quotes" mode="enter" protocol={protocol} onCancelled={onCancelled} />;
}
