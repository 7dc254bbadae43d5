import { render } from '@testing-library/react';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { presetValue, type AddressPreset } from '@/hooks/use-address-preset';
import { addressPresetCode, AddressPresetScript } from './address-preset-script';

const preset: AddressPreset = {
  param: 'position',
  values: { 'project-manager': 'Project Manager', 'sap-utilities': 'SAP </script> Utilities' },
};

/** Runs the inline script as the browser would while reading the page at `search`. */
function runAt(search: string): string {
  const field = { value: 'Open application' };
  runInNewContext(addressPresetCode('field-position', preset), {
    location: { search },
    URLSearchParams,
    document: { getElementById: (id: string) => (id === 'field-position' ? field : null) },
  });
  return field.value;
}

describe('the script that chooses a field from the address before the first paint', () => {
  it('chooses what presetValue chooses, and leaves the field alone otherwise', () => {
    for (const search of [
      '?position=project-manager',
      '?position=sap-utilities',
      '?position=unknown',
      '?position=constructor',
      '?position=__proto__',
      '?other=project-manager',
      '',
    ]) {
      expect(runAt(search), search).toBe(presetValue(preset, search) ?? 'Open application');
    }
  });

  it('cannot be ended early by a value that contains "</script>"', () => {
    const { container } = render(<AddressPresetScript fieldId="field-position" preset={preset} />);
    const script = container.querySelector('script');
    expect(script?.innerHTML).not.toContain('</script>');
    expect(script?.innerHTML).toContain('\\u003c/script>');
  });
});
