import Box from '@mui/material/Box';
import { useColorScheme } from '@mui/material/styles';
import { startTransition } from 'react';
import { ui } from '@/content/ui';
import { useHydrated } from '@/hooks/use-hydrated';
import { requestAllRegions } from '@/lib/hydration-regions';
import { IconAction } from '../common/icon-action';
import { Icon } from '../common/icon';

/**
 * Switches between light and dark. The choice is remembered by MUI in localStorage and applied
 * before first paint by the theme's init script. Which icon shows is decided by CSS from the
 * scheme attribute, so the prerendered HTML is right before JavaScript runs; the pressed state
 * (the stored choice) follows right after hydration.
 */
export function ColorSchemeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  const hydrated = useHydrated();
  const resolved = mode === 'system' ? systemMode : mode;
  const isDark = hydrated && resolved === 'dark';

  return (
    <IconAction
      label={ui.darkMode}
      pressed={isDark}
      onClick={() => {
        // The scheme is a context above every band of the page: bands still waiting to
        // hydrate are asked to hydrate now, and the switch waits for them in a transition
        // rather than making React render them again from scratch.
        requestAllRegions();
        startTransition(() => {
          setMode(isDark ? 'light' : 'dark');
        });
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
