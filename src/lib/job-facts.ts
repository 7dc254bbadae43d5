/**
 * A job's facts as its page says them to a job seeker: the workplace with the places a remote
 * role is open to, every location, and whose role it is. The pay range, which the cards show
 * too, is in `pay-text.ts`, so the lists do not load what only a job's page needs.
 */
import { careersPage } from '@/content/careers';
import type { ClientMode, JobPlace, RemoteRegion, Workplace } from '@/shared/jobs/job-posting';

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
