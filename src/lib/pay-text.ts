/**
 * A job's pay range as its page and card say it to a job seeker, and as assistive technology
 * reads it.
 */
import { careersPage } from '@/content/careers';
import type { PayRange } from '@/shared/jobs/job-posting';

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
