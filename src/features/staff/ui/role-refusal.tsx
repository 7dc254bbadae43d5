import type { SxProps, Theme } from '@mui/material/styles';
import { staffCopy } from '@/content/staff/staff-copy';
import { LoadErrorAlert } from './load-error-alert';

/**
 * In place of a page the account's role does not include: said at once, without a retry (asking
 * again cannot help; an admin changing the role can).
 */
export function RoleRefusal({ sx }: { sx?: SxProps<Theme> }) {
  return <LoadErrorAlert sx={sx}>{staffCopy.notForYourRole}</LoadErrorAlert>;
}
