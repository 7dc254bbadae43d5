import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { parseInline } from '@/shared/jobs/job-markup';
import { MarkupInline } from '../common/job-markup';

interface BulletListProps {
  heading: string;
  items: readonly string[];
  /** Level of the heading under the page's section headings. */
  headingComponent?: 'h2' | 'h3';
}

/**
 * A headed list of short points: a position's responsibilities, qualifications or benefits, each
 * with the inline part of the jobs' Markdown subset (bold, italic, links).
 */
export function BulletList({ heading, items, headingComponent = 'h3' }: BulletListProps) {
  return (
    <div>
      <Typography variant="h3" component={headingComponent} sx={{ mb: 2 }}>
        {heading}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', '& li + li': { mt: 1 } }}>
        {items.map((item) => (
          <li key={item}>
            <MarkupInline nodes={parseInline(item)} />
          </li>
        ))}
      </Box>
    </div>
  );
}
