import Link from '@mui/material/Link';
import { anchors } from '@/config/paths';
import { ui } from '@/content/ui';

/** First focusable element: jumps keyboard users past the header to the page content. */
export function SkipLink() {
  return (
    <Link
      component="a"
      href={`#${anchors.main}`}
      onClick={(event) => {
        const main = document.getElementById(anchors.main);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView({ block: 'start' });
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1.5,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 'fontWeightBold',
        borderRadius: 1,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none' },
      }}
    >
      {ui.skipToContent}
    </Link>
  );
}
