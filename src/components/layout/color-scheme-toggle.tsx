import Box from '@mui/material/Box';
import { useColorScheme } from '@mui/material/styles';
import { ui } from '@/content/ui';
import { IconAction } from '../common/icon-action';
import { Icon } from '../common/icon';

/**
 * Switches between light and dark. The choice is remembered by MUI in localStorage and applied
 * before first paint by the theme's init script. Which icon shows is decided by CSS from the
 * scheme attribute, so the prerendered HTML is right before JavaScript runs.
 */
export function ColorSchemeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  const resolved = mode === 'system' ? systemMode : mode;
  const isDark = resolved === 'dark';

  return (
    <IconAction
      label={ui.darkMode}
      pressed={isDark}
      onClick={() => {
        setMode(isDark ? 'light' : 'dark');
      }}
    >
      <Box
        component="span"
        sx={(theme) => ({
          display: 'inline-flex',
          ...theme.applyStyles('dark', { display: 'none' }),
        })}
      >
        <Icon name="dark-mode" />
      </Box>
      <Box
        component="span"
        sx={(theme) => ({
          display: 'none',
          ...theme.applyStyles('dark', { display: 'inline-flex' }),
        })}
      >
        <Icon name="light-mode" />
      </Box>
    </IconAction>
  );
}
