import { useState } from 'react';
import { initialStage, stageHashKey } from '../../domain/opportunityStages';
import { useGuardedNavigate } from '../shell/LeaveGuard';
import OpportunityTypeDialog from './OpportunityTypeDialog';
import RenewalPolicyDialog from './RenewalPolicyDialog';

/** The path of an opportunity just created: at its first stage's step. */
export const newOpportunityPath = (id: string) => `/opportunity/${encodeURIComponent(id)}#step-gathering-info=${stageHashKey(initialStage)}`;

/**
 * Adding an opportunity (Workflows → Opportunity): the type dialog first; New goes to
 * /opportunity/add, Renewal opens the Renewal Policy dialog, whose Next opens the renewal created.
 */
export default function AddOpportunity({ onClose }: { onClose(): void }) {
  const navigate = useGuardedNavigate();
  const [renewing, setRenewing] = useState(false);
  if (renewing) {
    return (
      <RenewalPolicyDialog
        onCancel={onClose}
        onRenewed={(id) => {
          onClose();
          navigate(newOpportunityPath(id));
        }}
      />
    );
  }
  return (
    <OpportunityTypeDialog
      onCancel={onClose}
      onNext={(type) => {
        if (type === 'renewal') return setRenewing(true);
        onClose();
        navigate('/opportunity/add');
      }}
    />
  );
}
