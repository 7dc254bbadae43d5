import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { staffCopy } from '@/content/staff/staff-copy';
import { PageContainer } from '@/components/common/page-container';
import { RoleRefusal } from '../ui/role-refusal';
import { spreadRow } from '../ui/spread-row';

interface StaffPageFrameProps {
  /** Largest width of the page: a list or reports need more room than a form. */
  width: 'sm' | 'md' | 'lg';
  /** The page's name in the browser's tab, before the staff area's own. */
  title: string;
  heading: string;
  /** A line under the heading saying what the page is for. */
  lead?: string;
  /** Keeps a long lead to a comfortable line length when the page itself is wide. */
  leadMeasure?: boolean;
  /** The page's main action, at the heading's other end (under it when the row is too narrow). */
  action?: ReactNode;
  /**
   * The account's role does not include the page: the frame keeps its title and heading, and
   * says so in place of the lead, the action and the content (which are not rendered).
   */
  refused?: boolean;
  children?: ReactNode;
}

/** What every staff page starts with: its title, its one first-level heading and its lead. */
export function StaffPageFrame({
  width,
  title,
  heading,
  lead,
  leadMeasure = false,
  action,
  refused = false,
  children,
}: StaffPageFrameProps) {
  if (refused) {
    return (
      <StaffPageFrame width={width} title={title} heading={heading}>
        <RoleRefusal />
      </StaffPageFrame>
    );
  }
  // Close under the heading when a lead follows, which then keeps the room before the content.
  const headingSpace = lead === undefined ? 3 : 1;
  const headingElement = (
    <Typography
      variant="h1"
      sx={action === undefined ? { typography: 'h2', mb: headingSpace } : { typography: 'h2' }}
    >
      {heading}
    </Typography>
  );
  return (
    <PageContainer width={width}>
      <title>{`${title} | ${staffCopy.appName}`}</title>
      {action === undefined ? (
        headingElement
      ) : (
        <Box sx={{ ...spreadRow, gap: 2, mb: headingSpace }}>
          {headingElement}
          {action}
        </Box>
      )}
      {lead !== undefined && (
        <Typography color="text.secondary" sx={{ mb: 3, ...(leadMeasure && { maxWidth: '75ch' }) }}>
          {lead}
        </Typography>
      )}
      {children}
    </PageContainer>
  );
}
