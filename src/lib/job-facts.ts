/**
 * A job's facts as its page and card say them to a job seeker: the pay range, the workplace with
 * the places a remote role is open to, every location, and whose role it is.
 */
import { careersPage } from '@/content/careers';
import type {
  ClientMode,
  JobPlace,
  PayRange,
  RemoteRegion,
  Workplace,
} from '@/shared/jobs/job-posting';

/** A fact's words on screen, and how assistive technology should read them when they differ. */
export interface SpokenText {
  text: string;
  spoken?: string | undefined;
}

/** The three-letter groups of a whole number: 120000 -> "120,000". */
function grouped(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * An amount of money, without decimals when it is whole: "$95,000", "$55.50", "EUR 60,000".
 * Dollars are written by hand, like the dates (`format.ts`): the first number format a page
 * creates loads the browser's locale data in the middle of hydration, for a format that never
 * varies. Other currencies take Intl's format with the currency's code, which no reader can
 * mistake for dollars (a bare "$" could be Canadian or Australian).
 */
export function formatAmount(amount: number, currency: string): string {
  const whole = Number.isInteger(amount);
  if (currency === 'USD') {
    const [units = '0', cents = '00'] = amount.toFixed(2).split('.');
    return `$${grouped(Number(units))}${whole ? '' : `.${cents}`}`;
  }
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    ...(whole ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2 }),
  }).format(amount);
}

/** "$95,000 – $120,000 a year" (read "$95,000 to $120,000 a year"); one figure when min = max. */
export function payText(pay: PayRange): SpokenText {
  const words = careersPage.pay;
  const per = words.per[pay.unit];
  const min = formatAmount(pay.min, pay.currency);
  if (pay.min === pay.max) return { text: `${min} ${per}` };
  const max = formatAmount(pay.max, pay.currency);
  return { text: `${min} – ${max} ${per}`, spoken: `${min} ${words.to} ${max} ${per}` };
}

/** The name a country goes by in a place or an area: "USA" as the cards have always said it. */
export function countryName(code: string): string {
  if (code === 'US') return 'USA';
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A place as a job seeker reads it: "Omaha, NE, USA". */
export function placeText(place: JobPlace): string {
  return [place.locality, place.region, countryName(place.country)].join(', ');
}

/**
 * The places a remote role is open to, each country once with its states after it: "USA: NE,
 * IA, KS"; a country open as a whole is named alone ("USA; Canada"), and its states are then
 * left out, since the whole country holds them.
 */
export function remoteAreasText(areas: readonly RemoteRegion[]): string {
  const byCountry = new Map<string, string[] | 'whole'>();
  for (const area of areas) {
    const known = byCountry.get(area.country) ?? [];
    if (known === 'whole') continue;
    if (area.region === undefined) byCountry.set(area.country, 'whole');
    else if (!known.includes(area.region)) byCountry.set(area.country, [...known, area.region]);
  }
  return [...byCountry]
    .map(([country, regions]) =>
      regions === 'whole' ? countryName(country) : `${countryName(country)}: ${regions.join(', ')}`,
    )
    .join('; ');
}

/** "On-site", "Hybrid", "Remote", or "Remote (USA: NE, IA, KS)" for a remote role with areas. */
export function workplaceText(workplace: Workplace, areas: readonly RemoteRegion[]): string {
  const name = careersPage.workplaces[workplace];
  if (workplace !== 'remote' || areas.length === 0) return name;
  return `${name} (${remoteAreasText(areas)})`;
}

/** Every location of the job, in the order staff gave them. */
export function locationsText(places: readonly JobPlace[]): string {
  return places.map(placeText).join('; ');
}

/** "For our client Acme", "For a confidential client", or nothing for the company's own role. */
export function clientText(client: ClientMode): string | undefined {
  switch (client.kind) {
    case 'own':
      return undefined;
    case 'client':
      return careersPage.clients.named(client.name);
    case 'confidential':
      return careersPage.clients.confidential;
  }
}
