/**
 * What bench:taps measures and how: the applied throttling, the moments of the taps, the taps
 * themselves (page, target, what counts as the answer) and the command's options.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ValidationError } from 'yup';
import { paths } from '@/config/paths';
import { ui } from '@/content/ui';
import { contactFormSchema, contactInitialValues } from '@/shared/forms/contact-schema';
import { listValue, numberValue } from '../lib/args';
import { distDir } from '../lib/paths';
import { type ProbeOptions } from './tap-probe';

/** The applied throttling: Lighthouse's mobile profile, applied to the browser itself. */
export const throttling = {
  cpuSlowdown: 4,
  roundTripMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
} as const;

export const defaultMoments = [0, 300, 700, 1_500, 3_000] as const;

/** How long a tap may wait for its response before it counts as none. */
export const responseWaitMs = 20_000;
/** Loads of a sample before it is given up (a tap that missed its target is made again). */
export const attemptsPerSample = 3;

/** The message the empty contact form shows under its first field, from the form's own rules. */
export function firstNameMissing(): string {
  try {
    contactFormSchema.validateSyncAt('first_name', contactInitialValues);
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
  }
  throw new Error('An empty first name passes the contact form rules.');
}

export interface TapCase {
  id: string;
  /** The row of the table: the tap, its page and the response looked for. */
  label: string;
  path: string;
  probe: ProbeOptions;
}

export const tapCases: readonly TapCase[] = [
  {
    id: 'menu',
    label: 'menu button on `/` (drawer visible)',
    path: paths.home.href(),
    probe: { target: `button[aria-label="${ui.openMenu}"]`, response: 'dialog' },
  },
  {
    id: 'faq',
    label: 'first FAQ item on `/services/serv2sas` (answer visible)',
    path: paths.service.href('serv2sas'),
    probe: { target: 'main .MuiAccordionSummary-root', response: 'controlled' },
  },
  {
    id: 'carousel',
    label: 'carousel "next" on `/insights` (slides moved)',
    path: paths.insights.href(),
    probe: {
      target: `button[aria-label="${ui.nextSlide}"]`,
      response: 'moved',
      moving: '.swiper-slide',
    },
  },
  {
    id: 'form',
    label: 'submit an empty contact form on `/contactus` (the missing names are shown)',
    path: paths.contact.href(),
    probe: { target: 'main form [type="submit"]', response: 'text', text: firstNameMissing() },
  },
  {
    id: 'scheme',
    label: 'colour-scheme toggle on `/` (the other scheme shown)',
    path: paths.home.href(),
    probe: { target: `button[aria-label="${ui.darkMode}"]`, response: 'background' },
  },
];

export interface TapBenchOptions {
  /** The build measured (dist/ by default). */
  after: string;
  /** The build it is compared with, if any. */
  before?: string;
  loads: number;
  taps: readonly TapCase[];
  moments: readonly number[];
  /** Also loads each page without a tap, to time its start (first paint, largest paint, hydration). */
  startup: boolean;
  verbose: boolean;
}

export function parseTapArgs(argv: readonly string[]): TapBenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      before: { type: 'string' },
      after: { type: 'string' },
      loads: { type: 'string' },
      taps: { type: 'string' },
      moments: { type: 'string' },
      startup: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
    },
  });
  const ids = listValue(values.taps);
  const unknown = ids?.filter((id) => !tapCases.some((tap) => tap.id === id)) ?? [];
  if (unknown.length > 0) {
    throw new Error(
      `--taps: unknown ${unknown.join(', ')}; known: ${tapCases.map((tap) => tap.id).join(', ')}.`,
    );
  }
  return {
    after: resolve(values.after ?? distDir),
    before: values.before === undefined ? undefined : resolve(values.before),
    loads: numberValue(values.loads, 'loads', 2, { min: 1, integer: true }),
    taps: ids ? tapCases.filter((tap) => ids.includes(tap.id)) : tapCases,
    moments:
      listValue(values.moments)?.map((value) =>
        numberValue(value, 'moments', 0, { min: 0, integer: true }),
      ) ?? defaultMoments,
    startup: values.startup,
    verbose: values.verbose,
  };
}
