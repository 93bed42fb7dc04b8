import { memo, useCallback } from 'react';
import type { AddressResult, WidgetProps } from './types';
import { actionOptionClass, Typeahead, typeaheadDelayMs, typeaheadMinimumLength, type Suggestions } from './Typeahead';

/** Suggestions start after more than 2 characters and 500 ms without typing. */
export const addressMinimumLength = typeaheadMinimumLength;
export const addressDelayMs = typeaheadDelayMs;

/**
 * The street of an address, suggesting addresses as a combobox: choosing one fills the street and,
 * beside it, city, state and ZIP. Options (ui schema): `entityLabel` and `entityPath` add an
 * option that opens that page; `noResultsText` shows when nothing matches. Without the
 * suggestAddresses service it is a plain input.
 */
export const AddressWidget = memo(function AddressWidget(props: WidgetProps<string>) {
  const { value, maxInput, options, services, setSiblings, onChange } = props;
  const { suggestAddresses, navigate } = services;
  const entityPath = typeof options.entityPath === 'string' && navigate ? options.entityPath : undefined;
  const entityLabel = String(options.entityLabel ?? options.entityPath);

  const fill = useCallback(
    (chosen: AddressResult['AddressElements']) => {
      const street = [chosen.HouseNumber, chosen.Street].filter(Boolean).join(' ').slice(0, maxInput);
      onChange(street || undefined);
      setSiblings?.({
        city: chosen.Locality || undefined,
        state_Code: chosen.AdministrativeDivision || undefined,
        zip_Code: chosen.PostalCode || undefined,
      });
    },
    [onChange, setSiblings, maxInput],
  );

  const find = useCallback(
    async (typed: string): Promise<Suggestions> => {
      const found = await suggestAddresses!(typed).catch((failure: unknown) => {
        console.error('Address suggestions failed', failure);
        return { Results: [], Attribution: undefined };
      });
      const results = found.Results.map((r) => ({ text: r.PreformattedData.SingleAddressLine, choose: () => fill(r.AddressElements) }));
      const entity = entityPath ? [{ text: entityLabel, className: actionOptionClass, choose: () => navigate!(entityPath) }] : [];
      return { options: [...results, ...entity], none: !results.length, footer: found.Attribution };
    },
    [suggestAddresses, fill, entityPath, entityLabel, navigate],
  );

  return (
    <Typeahead
      {...props}
      text={value ?? ''}
      onText={(text) => onChange(text === '' ? undefined : text)}
      find={suggestAddresses ? find : undefined}
      noResultsText={typeof options.noResultsText === 'string' ? options.noResultsText : undefined}
    />
  );
});
