/**
 * Copy of the staff inbox: the pages where staff sign in and work the leads the forms send. Each
 * page's words are in its own module beside this one; this gathers them under the keys the pages
 * read (staffCopy.inbox, staffCopy.reports and so on), with the words every page shares at the top.
 */
import { staffAccountCopy } from './account';
import { staffAccountsCopy } from './accounts';
import { staffAccountLinksCopy } from './account-links';
import { staffActivityCopy } from './activity';
import { staffCommonCopy } from './common';
import { staffEntryCopy, staffNotesCopy } from './entry';
import { staffInboxCopy } from './inbox';
import { staffReportsCopy } from './reports';
import { staffSignInCopy } from './sign-in';
import { staffTwoFactorCopy } from './two-factor';

export const staffCopy = {
  ...staffCommonCopy,
  signIn: staffSignInCopy,
  inbox: staffInboxCopy,
  entry: staffEntryCopy,
  notes: staffNotesCopy,
  reports: staffReportsCopy,
  activity: staffActivityCopy,
  account: staffAccountCopy,
  accounts: staffAccountsCopy,
  accountLinks: staffAccountLinksCopy,
  twoFactor: staffTwoFactorCopy,
} as const;
