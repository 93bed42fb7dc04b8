import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { LoadedForm } from '../../engine/core/formProtocol';
import type { RouteManifest } from '../../engine/core/screenManifests';
import { fillTemplate } from '../../engine/core/template';
import { HostedForm } from '../../engine/react/HostedForm';
import { Spinner } from '../../engine/react/Spinner';
import { useToast } from '../../engine/react/Toasts';
import { recordProtocol } from '../forms/recordProtocol';
import { useFormDefinition } from '../forms/useFormDefinition';
import { useFormEnvironment } from '../forms/useFormEnvironment';
import { useRecordTitle } from '../shell/recordTitle';
import { FormFrame } from './FormFrame';
import { texts } from '../texts';

/**
 * A form hosted in a page: the route names the form and its mode; the form's record is read and
 * written through its ui schema's api, and a saved record's page opens.
 */
export default function FormPage({ route }: { route: RouteManifest }) {
  const mode = route.mode!;
  const { id } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const showRecord = useRecordTitle();
  const { data: definition, error } = useFormDefinition(route.form!);
  const ui = definition?.ui;
  const environment = useFormEnvironment(ui, route.form!);
  const { allowed } = environment;
  // toast, navigate and allowed stay the same while the page is open: the form loads again only for another record
  const protocol = useMemo(() => {
    if (!ui) return undefined;
    const onSaved = (message: string, savedId: string) => {
      toast.success(message);
      navigate(fillTemplate(ui.api!.afterSave, { id: savedId }, encodeURIComponent));
    };
    const onDraftSaved = (message: string) => {
      toast.success(message);
      navigate(ui.draft!.afterSave);
    };
    return recordProtocol({ ui, mode, id, query, allowed, onSaved, onDraftSaved });
  }, [ui, mode, id, query, allowed, toast, navigate]);
  const onLoaded = useCallback(
    (loaded: LoadedForm) => {
      if (id !== undefined && ui?.api?.title) showRecord(fillTemplate(ui.api.title, loaded.model));
    },
    [id, ui, showRecord],
  );

  if (error) return <p role="alert" className="p-6 text-red-700">{(error as Error).message}</p>;
  // the heading shows at once (the page's largest text: its LCP), while the validator and the record load
  return (
    <FormFrame route={route}>
      {!definition || !protocol ? (
        <Spinner label={texts.loading} />
      ) : (
        <HostedForm
          definition={definition}
          mode={mode}
          protocol={protocol}
          environment={environment}
          onBanner={toast.error}
          onCancelled={() => (definition.ui.api?.afterCancel ? navigate(definition.ui.api.afterCancel) : navigate(-1))}
          onLoaded={onLoaded}
          renderInSlices
        />
      )}
    </FormFrame>
  );
}
