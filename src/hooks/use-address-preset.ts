import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

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
 * pages have no query string; in the browser the values apply from the first render on, while
 * React hydrates: a select's chosen option is a property React sets (not compared with the HTML),
 * and the inline script has already chosen the same one (`choosePreset`), so nothing changes on
 * screen. Waiting until after hydration would show the HTML's default for a frame.
 */
export function useAddressPreset<Name extends string>(
  fields: readonly { name: Name; fromAddress?: AddressPreset }[],
): Partial<Record<Name, string>> {
  const { search } = useLocation();
  return useMemo(() => {
    const preset: Partial<Record<Name, string>> = {};
    for (const { name, fromAddress } of fields) {
      const value = fromAddress && presetValue(fromAddress, search);
      if (value !== undefined) preset[name] = value;
    }
    return preset;
  }, [search, fields]);
}
