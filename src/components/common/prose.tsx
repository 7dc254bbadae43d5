import Box from '@mui/material/Box';

/**
 * Long-form HTML compiled from the articles' Markdown at build time (trusted content from the
 * repository, never visitor input), styled through the theme's type scale.
 */
export function Prose({ html }: { html: string }) {
  return (
    <Box
      sx={{
        typography: 'body1',
        fontSize: '1.0625rem',
        lineHeight: 1.8,
        color: 'text.primary',
        '& > :first-child': { mt: 0 },
        '& p': { my: 2 },
        '& h2': { typography: 'h3', mt: 6, mb: 2, scrollMarginTop: 96 },
        '& h3': { typography: 'h4', mt: 4, mb: 1.5 },
        '& ul, & ol': { pl: 3, my: 2 },
        '& li': { my: 1 },
        '& strong': { fontWeight: 'fontWeightBold' },
        '& blockquote': {
          m: 0,
          my: 3,
          pl: 2.5,
          borderLeft: 4,
          borderColor: 'secondary.main',
          color: 'text.secondary',
        },
      }}
      // Build-time HTML from our own Markdown files; see scripts/build/vite-plugin-markdown.ts.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
