import { memo, useCallback, useRef } from 'react';
import type { WidgetProps } from './types';
import { ZipWidget } from './MaskedWidget';

/** The ZIP of an address (5 or 5-4): a known 5-digit ZIP fills the city and state beside it when they are empty. */
export const AddressZipWidget = memo(function AddressZipWidget(props: WidgetProps<string>) {
  const { onChange, services, setSiblings } = props;
  const lookupZip = services.lookupZip;
  // the ZIP typed last: an answer about an earlier one is dropped
  const typed = useRef<string | undefined>(undefined);
  const change = useCallback(
    (next: string | undefined) => {
      onChange(next);
      typed.current = next?.slice(0, 5);
      if (!next || !/^\d{5}$/.test(next) || !lookupZip || !setSiblings) return;
      lookupZip(next).then(
        (place) => {
          if (place && typed.current === next) setSiblings({ city: place.city, state_Code: place.state_Code }, true);
        },
        (failure: unknown) => console.error('ZIP lookup failed', failure),
      );
    },
    [onChange, lookupZip, setSiblings],
  );
  return <ZipWidget {...props} onChange={change} />;
});
