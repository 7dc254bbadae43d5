import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import spriteUrl from '@/assets/icons.svg';
import type { SpriteIconName } from './icon-set';
import { mergeSx } from './merge-sx';

const sizes = { small: '1.25rem', medium: '1.5rem', large: '2.25rem' } as const;

interface IconProps {
  name: SpriteIconName;
  size?: keyof typeof sizes;
  sx?: SxProps<Theme>;
}

/**
 * A Material icon drawn from the shared sprite (see icon-set.ts). Icons are decorative: the
 * text or accessible name beside them carries the meaning. They take the current text colour.
 */
export function Icon({ name, size = 'medium', sx }: IconProps) {
  return (
    <Box
      component="svg"
      aria-hidden
      viewBox="0 0 24 24"
      sx={mergeSx(
        { width: '1em', height: '1em', fontSize: sizes[size], fill: 'currentColor', flexShrink: 0 },
        sx,
      )}
    >
      <use href={`${spriteUrl}#${name}`} />
    </Box>
  );
}
