import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { staffCopy } from '@/content/staff/staff-copy';
import { PageContainer } from '@/components/common/page-container';
import { Surface } from '@/components/common/surface';

/**
 * The narrow card of the pages one opens without a session (joining, a forgotten password, a
 * new password), drawn as the sign-in page is: a person arriving from an e-mail link sees the
 * same place they will sign in to.
 */
export function NarrowCard({
  title,
  heading,
  lead,
  children,
}: {
  title: string;
  heading: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageContainer width="sm">
      <title>{`${title} | ${staffCopy.appName}`}</title>
      <Surface sx={{ p: { xs: 3, sm: 5 }, gap: 3, maxWidth: 480, mx: 'auto' }}>
        <div>
          <Typography variant="h1" sx={{ typography: 'h2', mb: lead ? 1 : 0 }}>
            {heading}
          </Typography>
          {lead && <Typography color="text.secondary">{lead}</Typography>}
        </div>
        {children}
      </Surface>
    </PageContainer>
  );
}
