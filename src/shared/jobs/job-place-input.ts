/**
 * Where a job is, as staff write it: its places (street, city, state, postal code, country) and
 * the areas a remote role is open to, checked with the codes and lengths of ./job-input.ts's
 * other fields. Kept apart from the rest of the job's input, whose limits include these.
 */
import type { JobPlace, RemoteRegion } from './job-posting';
import { isFields, refuse, text } from './plain-text-checks';

export const placeLimits = {
  locations: 10,
  remoteRegions: 60,
  placeText: 80,
  postalCode: 12,
} as const;

const countryCode = /^[A-Z]{2}$/;
const regionCode = /^[A-Z0-9]{1,3}$/;

function country(value: unknown, label: string): string {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return countryCode.test(code)
    ? code
    : refuse(`${label}: the country must be a two-letter code such as US.`);
}

function region(value: unknown, label: string, required: boolean): string | undefined {
  if (!required && (value === undefined || value === '')) return undefined;
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return regionCode.test(code)
    ? code
    : refuse(`${label}: the state must be its code, such as NE or CA.`);
}

function place(value: unknown, index: number): JobPlace {
  const label = `Location ${String(index + 1)}`;
  if (!isFields(value)) return refuse(`${label} must have a city, a state and a country.`);
  const street = text(value.street, `${label}'s street`, placeLimits.placeText);
  const postalCode = text(value.postalCode, `${label}'s postal code`, placeLimits.postalCode);
  return {
    ...(street === '' ? {} : { street }),
    locality: text(value.locality, `${label}'s city`, placeLimits.placeText, { required: true }),
    region: region(value.region, label, true) ?? '',
    ...(postalCode === '' ? {} : { postalCode }),
    country: country(value.country, label),
  };
}

function remoteRegion(value: unknown, index: number): RemoteRegion {
  const label = `Remote area ${String(index + 1)}`;
  if (!isFields(value)) return refuse(`${label} must have a country, and a state if only one.`);
  const code = region(value.region, label, false);
  return {
    country: country(value.country, label),
    ...(code === undefined ? {} : { region: code }),
  };
}

function records<T>(
  value: unknown,
  label: string,
  max: number,
  read: (item: unknown, index: number) => T,
): T[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return refuse(`${label} must be a list.`);
  if (value.length > max) return refuse(`${label}: at most ${String(max)}.`);
  return value.map(read);
}

/** The places a job is at (one or more, each with a city, a state and a country). */
export const readPlaces = (value: unknown): JobPlace[] =>
  records(value, 'Locations', placeLimits.locations, place);

/** The countries, or states, a remote role is open to. */
export const readRemoteRegions = (value: unknown): RemoteRegion[] =>
  records(value, 'Remote areas', placeLimits.remoteRegions, remoteRegion);
