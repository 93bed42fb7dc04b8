import { lazy, Suspense } from 'react';
import type { UiSchema } from '../../engine/core/manifests';
import type { FormEnvironment } from '../../engine/react/HostedForm';
import type { RecordDialogProps } from '../../widgets/types';
import { useFormEnvironmentWith, widgetServices } from './formServices';

// a record's form in a dialog comes with the first one opened (it hosts a form like this one, with itself for its quick adds)
const RecordFormDialog = lazy(() => import('./RecordFormDialog').then((m) => ({ default: m.RecordFormDialog })));
const RecordDialog = (props: RecordDialogProps) => (
  <Suspense>
    <RecordFormDialog {...props} />
  </Suspense>
);

/** The services widgets use (a form's, a list filter's); a picture is uploaded for the form's kind of record. */
export const servicesFor = (workflow_Name: string, navigate: (path: string) => void, allowed: (scope: string) => boolean) =>
  widgetServices(workflow_Name, navigate, allowed, RecordDialog);

/** What any host of the app gives a form of a kind of record ('human'): its choices, the user's scopes, widget services, widgets and texts. */
export const useFormEnvironment = (ui: UiSchema | undefined, workflow_Name: string): FormEnvironment => useFormEnvironmentWith(ui, workflow_Name, RecordDialog);
