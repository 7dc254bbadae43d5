import Box from '@mui/material/Box';
import { useColorScheme } from '@mui/material/styles';
import { startTransition, useLayoutEffect, useRef } from 'react';
import { ui } from '@/content/ui';
import { requestAllRegions } from '@/lib/start-up/regions';
import { useIsHydrating } from '@/lib/start-up/use-early-state';
import { schemeTrigger, showsDarkScheme, switchScheme } from '@/lib/start-up/widgets/scheme-toggle';
import { IconAction } from '../common/icon-action';
import { Icon } from '../common/icon';

/**
 * Switches between light and dark. The choice is remembered in localStorage and applied before
 * first paint by the theme's init script. Which icon shows is decided by CSS from the scheme
 * attribute, so the prerendered HTML is right before JavaScript runs; the pressed state (the
 * stored choice) follows right after hydration.
 *
 * The page shows the other scheme at once, before React has hydrated (the page's inline script
 * switches it) and after (the same switch, here): the theme's colours follow the attribute on
 * <html>. MUI's own state follows in a transition, after every band still waiting to hydrate
 * has (the scheme is a context above them all; a band that received the change before it had
 * hydrated would have its prerendered HTML thrown away).
 */
export function ColorSchemeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  const hydrated = !useIsHydrating();
  const resolved = mode === 'system' ? systemMode : mode;
  const isDark = hydrated && resolved === 'dark';
  const button = useRef<HTMLButtonElement>(null);

  const follow = (dark: boolean) => {
    requestAllRegions();
    startTransition(() => {
      setMode(dark ? 'dark' : 'light');
    });
  };
  const started = useRef({ resolved, follow });
  useLayoutEffect(() => {
    // Switched by the inline script while React was reading the page: MUI started from the
    // stored choice before that, and is about to write its scheme back onto <html>, once this
    // commit's effects are done. The visitor's scheme is shown again right after, before the
    // browser paints, and MUI follows it.
    const dark = showsDarkScheme();
    if (dark === (started.current.resolved === 'dark')) return;
    queueMicrotask(() => {
      if (showsDarkScheme() !== dark && button.current) switchScheme(button.current);
    });
    started.current.follow(dark);
  }, []);

  return (
    <IconAction
      ref={button}
      label={ui.darkMode}
      pressed={isDark}
      onClick={() => {
        if (!button.current) return;
        switchScheme(button.current);
        follow(showsDarkScheme());
      }}
      {...schemeTrigger()}
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
