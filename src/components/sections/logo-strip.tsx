import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useState } from 'react';
import type { Client } from '@/content/types';
import { ClientLogo, clientLogoGrid, LogoList } from './client-logo';
import { Icon } from '../common/icon';
import { IconAction } from '../common/icon-action';

const marquee = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

interface LogoStripProps {
  clients: readonly Client[];
  /** Accessible name of the list of logos. */
  label: string;
  pauseLabel: string;
  playLabel: string;
}

/**
 * Client logos drifting sideways. The list is rendered twice and moved by half its width, so
 * the loop has no seam; the copy is hidden from assistive technology. Hover, keyboard focus or
 * the pause button stop it (WCAG 2.2.2), and under reduced motion it stands still.
 */
export function LogoStrip({ clients, label, pauseLabel, playLabel }: LogoStripProps) {
  const [paused, setPaused] = useState(false);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        sx={{
          flex: 1,
          overflow: 'hidden',
          maskImage: 'linear-gradient(to right, transparent, black 6%, black 94%, transparent)',
          '&:hover ul, &:focus-within ul': { animationPlayState: 'paused' },
          // Standing still, every logo is shown whole: no faded edges.
          '@media (prefers-reduced-motion: reduce)': { maskImage: 'none' },
        }}
      >
        <LogoList
          label={label}
          sx={{
            display: 'flex',
            gap: 3,
            width: 'max-content',
            animation: `${marquee} 45s linear infinite`,
            animationPlayState: paused ? 'paused' : 'running',
            // Standing still: all logos at once, in a grid that fits the screen.
            '@media (prefers-reduced-motion: reduce)': {
              animation: 'none',
              width: 'auto',
              ...clientLogoGrid,
              '& > li[aria-hidden="true"]': { display: 'none' },
            },
          }}
        >
          {[...clients, ...clients].map((client, index) => {
            const copy = index >= clients.length;
            return (
              <Box
                component="li"
                key={`${client.name}-${String(copy)}`}
                aria-hidden={copy || undefined}
                sx={{ flexShrink: 0 }}
              >
                <ClientLogo client={client} />
              </Box>
            );
          })}
        </LogoList>
      </Box>
      <IconAction
        label={paused ? playLabel : pauseLabel}
        onClick={() => {
          setPaused((value) => !value);
        }}
        sx={{ '@media (prefers-reduced-motion: reduce)': { display: 'none' } }}
      >
        {paused ? <Icon name="play" /> : <Icon name="pause" />}
      </IconAction>
    </Box>
  );
}
