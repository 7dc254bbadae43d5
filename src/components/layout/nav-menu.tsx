import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { ui } from '@/content/ui';
import { useEarlyState } from '@/lib/start-up/use-early-state';
import { popoversSupported as popovers, readMenuOpen } from '@/lib/start-up/widgets/menu';
import { Icon } from '../common/icon';
import { IconAction } from '../common/icon-action';
import { ContactButton, PrimaryLinks } from './nav-links';

const drawerId = 'nav-menu';

const drawer = () => document.getElementById(drawerId);

/**
 * The menu of screens below `md`: its button and an MUI Drawer, both in the prerendered page. The
 * drawer's paper is a native popover the button opens by itself, so the menu opens and closes
 * before any script has run (Escape, a tap beside it and the close button close it, and focus
 * returns to the button), and after: the popover decides what shows, and the drawer follows it
 * with MUI's modal behaviour (focus kept inside, the rest of the page hidden from assistive
 * technology, no scrolling behind). A menu opened before React had hydrated it stays open, with
 * focus where it was. The drawer also closes when the location changes.
 */
export function NavMenuContent() {
  const { key } = useLocation();
  const [open, setOpen] = useEarlyState(() => readMenuOpen(drawerId), false);
  const lastKey = useRef(key);
  const theme = useTheme();

  useLayoutEffect(() => {
    const paper = drawer();
    const follow = (event: Event) => {
      setOpen(event instanceof ToggleEvent && event.newState === 'open');
    };
    paper?.addEventListener('toggle', follow);
    return () => {
      paper?.removeEventListener('toggle', follow);
    };
  }, [setOpen]);

  const close = () => {
    if (popovers) drawer()?.hidePopover();
    else setOpen(false);
  };
  const closeRef = useRef(close);
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    closeRef.current();
  }, [key]);

  return (
    <>
      <IconAction
        label={ui.openMenu}
        hasPopup="dialog"
        controls={drawerId}
        popoverTarget={drawerId}
        onClick={
          popovers
            ? undefined
            : () => {
                setOpen(true);
              }
        }
        sx={{ display: { md: 'none' } }}
      >
        <Icon name="menu" />
      </IconAction>
      <Drawer
        anchor="right"
        open={open}
        onClose={close}
        // Rendered with the page and kept: the drawer is there before any script runs.
        keepMounted
        disablePortal
        // The popover's own backdrop dims the page, and a tap on it closes the popover.
        hideBackdrop
        // The popover shows the drawer in place at once; closing, it slides away as before.
        transitionDuration={{ enter: 0, exit: theme.transitions.duration.leavingScreen }}
        slotProps={{
          paper: {
            id: drawerId,
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': `${drawerId}-title`,
            popover: 'auto',
            // Focus moves into the drawer as it opens (the browser does it for a popover).
            autoFocus: true,
            sx: (theme) => ({
              // The browser's popover style (centred with a border) gives way to the drawer's.
              inset: '0 0 0 auto',
              m: 0,
              p: 0,
              border: 0,
              '&:popover-open': { visibility: 'visible !important' },
              '&::backdrop': {
                // As dark as MUI's own backdrop of a modal drawer.
                backgroundColor: alpha(theme.palette.common.black, 0.5),
              },
            }),
          },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            px: 2,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography id={`${drawerId}-title`} variant="h4" component="h2">
            {ui.menuTitle}
          </Typography>
          <IconAction
            label={ui.closeMenu}
            popoverTarget={drawerId}
            popoverTargetAction="hide"
            onClick={popovers ? undefined : close}
          >
            <Icon name="close" />
          </IconAction>
        </Box>
        <Box
          component="nav"
          aria-label={ui.mainNavLabel}
          sx={{
            p: 1.5,
            // The header's links and button, in a column across the drawer.
            '& ul': { display: 'block' },
            '& a': { display: 'flex', justifyContent: 'flex-start' },
            '& ul [aria-current]': { boxShadow: 'none', bgcolor: 'surface.tint' },
            '& > a': { mt: 2, justifyContent: 'center' },
          }}
        >
          <PrimaryLinks onNavigate={close} />
          <ContactButton onNavigate={close} />
        </Box>
      </Drawer>
    </>
  );
}
