import type { AddressPreset } from '@/hooks/use-address-preset';
import { serializeForScript } from '@/lib/json-ld';

/**
 * The script that selects a field's value from the page address while the prerendered HTML is
 * still being read, before the first paint: a visitor who follows "Apply Now for Project
 * Manager" sees that position chosen at once, instead of watching the field change when the
 * page's scripts have loaded. React then takes over with the same value (see useAddressPreset),
 * so hydration finds what it expects. It does what `presetValue` does, in plain browser script.
 */
export function addressPresetCode(fieldId: string, preset: AddressPreset): string {
  return [
    '(function(){',
    `var m=${serializeForScript(preset.values)},`,
    `k=new URLSearchParams(location.search).get(${serializeForScript(preset.param)}),`,
    `f=document.getElementById(${serializeForScript(fieldId)});`,
    'if(f&&k!==null&&Object.prototype.hasOwnProperty.call(m,k))f.value=m[k]',
    '})()',
  ].join('');
}

/** Placed right after the field, so the field exists when the browser runs it. */
export function AddressPresetScript({
  fieldId,
  preset,
}: {
  fieldId: string;
  preset: AddressPreset;
}) {
  // Code the site wrote, with its data escaped for a script element; allowed by the page's
  // Content-Security-Policy through its hash, which the prerender records with the build.
  return <script dangerouslySetInnerHTML={{ __html: addressPresetCode(fieldId, preset) }} />;
}
