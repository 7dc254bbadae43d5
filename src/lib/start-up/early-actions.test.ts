import { presetValue, type AddressPreset } from '@/hooks/use-address-preset';
import { choosePreset, presetAttribute, presetKeyAttribute } from './early-actions';

const preset: AddressPreset = {
  param: 'position',
  values: { 'project-manager': 'Project Manager', 'sap-utilities': 'SAP Utilities' },
};

/** The select as the page renders it: each option the address may choose carries its key. */
function selectAt(search: string): HTMLSelectElement {
  window.history.replaceState(null, '', `/applynow${search}`);
  const select = document.createElement('select');
  select.setAttribute(presetAttribute, preset.param);
  for (const title of ['Project Manager', 'SAP Utilities', 'Open application']) {
    const option = new Option(title, title, false, title === 'Open application');
    const key = Object.keys(preset.values).find((k) => preset.values[k] === title);
    if (key) option.setAttribute(presetKeyAttribute, key);
    select.append(option);
  }
  return select;
}

describe('the choice a link makes before the first paint', () => {
  it('chooses what the form will start from, and leaves the field alone otherwise', () => {
    for (const search of [
      '?position=project-manager',
      '?position=sap-utilities',
      '?position=unknown',
      '?position=constructor',
      '?position=__proto__',
      '?other=project-manager',
      '',
    ]) {
      const select = selectAt(search);
      choosePreset(select);
      expect(select.value, search).toBe(presetValue(preset, search) ?? 'Open application');
    }
  });
});
