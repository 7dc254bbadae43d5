import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated } from './use-hydrated';

/** A field chosen by the page address: `?<param>=<key>` gives the field the value `values[key]`. */
export interface AddressPreset {
  param: string;
  /** The value of each key the parameter may carry; any other key is ignored. */
  values: Readonly<Record<string, string>>;
}

/** The value a preset gives for a query string, or undefined when it names nothing known. */
export function presetValue(preset: AddressPreset, search: string): string | undefined {
  const key = new URLSearchParams(search).get(preset.param);
  return key !== null && Object.hasOwn(preset.values, key) ? preset.values[key] : undefined;
}

/**
 * Field values chosen by the page address, e.g. the position of an Apply Now link. Prerendered
 * pages have no query string, so nothing is chosen while React hydrates (the first render matches
 * the HTML); right after, the values come from the address.
 */
export function useAddressPreset<Name extends string>(
  fields: readonly { name: Name; fromAddress?: AddressPreset }[],
): Partial<Record<Name, string>> {
  const hydrated = useHydrated();
  const { search } = useLocation();
  return useMemo(() => {
    const preset: Partial<Record<Name, string>> = {};
    if (!hydrated) return preset;
    for (const { name, fromAddress } of fields) {
      const value = fromAddress && presetValue(fromAddress, search);
      if (value !== undefined) preset[name] = value;
    }
    return preset;
  }, [hydrated, search, fields]);
}
