import { presetValue, type AddressPreset } from '@/hooks/use-address-preset';
import { presetAttribute, presetKeyAttribute, unsentAttribute } from '../contract';
import { choosePreset, formOnPage, readUnsentShown } from './form';

afterEach(() => {
  document.body.replaceChildren();
});

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
    // The page marks the option it starts with by the `selected` attribute.
    const starts = title === 'Open application';
    const option = new Option(title, title, starts, starts);
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

  it('never shows another option while the parser has not yet added the named one', () => {
    const select = selectAt('?position=sap-utilities');
    const [, named, fallback] = [...select.options];
    if (!named || !fallback) throw new Error('The select has three options.');
    named.remove();
    fallback.remove();
    // Only the first option is parsed: without the preset it would show Project Manager.
    choosePreset(select, true);
    expect(select.value).toBe('');
    select.append(named);
    choosePreset(select, true);
    expect(select.value).toBe('SAP Utilities');
    // The option the page starts with comes last and chooses itself as the parser adds it.
    select.append(fallback);
    choosePreset(select, true);
    expect(select.value).toBe('SAP Utilities');
  });

  it('leaves the option the page starts with once parsed, when the address names none', () => {
    const select = selectAt('?position=unknown');
    const fallback = select.options[2];
    if (!fallback) throw new Error('The select has three options.');
    fallback.remove();
    choosePreset(select, true);
    expect(select.value).toBe('');
    select.append(fallback);
    choosePreset(select, true);
    expect(select.value).toBe('');
    choosePreset(select);
    expect(select.value).toBe('Open application');
  });
});

describe('the form before it hydrates', () => {
  it('reads back whether the page said that a press sent nothing', () => {
    document.body.innerHTML = `<form><div id="notice" ${unsentAttribute} hidden></div></form>`;
    expect(readUnsentShown('notice')).toBe(false);
    document.getElementById('notice')?.removeAttribute('hidden');
    expect(readUnsentShown('notice')).toBe(true);
    expect(readUnsentShown('elsewhere')).toBeUndefined();
  });

  it('asks for its script on pages whose markup has a form to check', () => {
    expect(formOnPage('<input name="email" data-missing="Enter your e-mail.">')).toBe(true);
    expect(formOnPage('<input name="q">')).toBe(false);
  });
});
