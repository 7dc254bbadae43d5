import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { contactNav, primaryNav } from '@/content/navigation';
import { ui } from '@/content/ui';
import { navCurrent } from '@/lib/nav';
import { Icon } from '../common/icon';
import { ButtonLink } from '../common/button-link';

interface NavDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Navigation for screens below `md`. MUI's Modal traps focus, closes on Escape and gives focus
 * back to the menu button. It also closes whenever the location changes.
 */
export function NavDrawer({ id, open, onClose }: NavDrawerProps) {
  const { pathname, key } = useLocation();
  const lastKey = useRef(key);

  useEffect(() => {
    if (lastKey.current !== key) {
      lastKey.current = key;
      onClose();
    }
  }, [key, onClose]);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id,
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': `${id}-title`,
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
        <Typography id={`${id}-title`} variant="h4" component="h2" sx={{ flexGrow: 1 }}>
          {ui.menuTitle}
        </Typography>
        <IconButton aria-label={ui.closeMenu} onClick={onClose}>
          <Icon name="close" />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={ui.mainNavLabel} sx={{ px: 1.5, py: 1 }}>
        <List disablePadding>
          {primaryNav.map((item) => (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                href={item.to}
                aria-current={navCurrent(item, pathname)}
                onClick={onClose}
              >
                <ListItemText primary={item.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <ButtonLink to={contactNav.to} onClick={onClose} sx={{ mt: 2, width: '100%' }}>
          {contactNav.label}
        </ButtonLink>
      </Box>
    </Drawer>
  );
}
