import useSWR from 'swr';
import { loadForm } from './discovered';

/** A form by name, loaded once for the session (its ui schema and validator). */
export function useFormDefinition(name: string) {
  return useSWR(['form', name], () => loadForm(name), { revalidateOnFocus: false });
}
