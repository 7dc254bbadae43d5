/**
 * The site's builds by the moment they went live, as the company reads the time, instead of their
 * ids: "Build of Nov 12, 2026, 2:05 PM CST". The id stays available beside the name.
 */
import { staffCopy } from '@/content/staff/staff-copy';
import { unissuedBuild, type BuildVital } from '@/shared/analytics/reports';

const copy = staffCopy.reports.builds;

export interface BuildName {
  /** In a sentence or a table: "Build of Nov 12, 2026, 2:05 PM CST". */
  name: string;
  /** On a chart's axis: "Nov 12", or with the time when two builds share a day. */
  short: string;
}

/** Narrow spaces some engines put before "PM" read the same as a space, and match copy and tests. */
function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, ' ');
}

function formats(timeZone: string | undefined) {
  const zone = timeZone === undefined ? {} : { timeZone };
  return {
    moment: new Intl.DateTimeFormat('en-US', {
      ...zone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }),
    day: new Intl.DateTimeFormat('en-US', { ...zone, month: 'short', day: 'numeric' }),
    dayAndTime: new Intl.DateTimeFormat('en-US', {
      ...zone,
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
  };
}

/**
 * Each build of a report by name, in the company's time zone (the browser's while it is not
 * known). Figures of builds no server of ours issued are named as such; a build with no date by
 * its id. Two builds of the same minute, which only a rebuild in a hurry makes, keep their ids in
 * their names so that no two read the same.
 */
export function nameBuilds(
  builds: readonly Pick<BuildVital, 'build' | 'firstSeen'>[],
  timeZone: string | undefined,
): ReadonlyMap<string, BuildName> {
  const format = formats(timeZone);
  const dated = new Map<string, Date>();
  for (const { build, firstSeen } of builds) {
    if (build !== unissuedBuild && firstSeen !== null) dated.set(build, new Date(firstSeen));
  }
  const dayOf = (at: Date) => format.day.format(at);
  const days = [...dated.values()].map(dayOf);
  const moments = [...dated.values()].map((at) => format.moment.format(at));
  const names = new Map<string, BuildName>();
  for (const { build } of builds) {
    const at = dated.get(build);
    if (build === unissuedBuild) {
      names.set(build, { name: copy.unknownBuilds, short: copy.unknownBuildsShort });
    } else if (at === undefined) {
      names.set(build, { name: copy.undated(build), short: build });
    } else {
      const moment = format.moment.format(at);
      const sharedMinute = moments.filter((other) => other === moment).length > 1;
      const sharedDay = days.filter((day) => day === dayOf(at)).length > 1;
      const name = plainSpaces(copy.named(moment));
      const short = plainSpaces(sharedDay ? format.dayAndTime.format(at) : dayOf(at));
      names.set(
        build,
        sharedMinute
          ? { name: copy.withId(name, build), short: copy.withId(short, build) }
          : { name, short },
      );
    }
  }
  return names;
}
