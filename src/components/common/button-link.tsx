import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { LinkProps as RouterLinkProps } from 'react-router-dom';
import { Link as RouterLink } from 'react-router-dom';
import type { Cta } from '@/content/types';
import { buttonSizeStyles } from '@/theme/button-size';
import { mergeSx } from './merge-sx';

export interface ButtonLinkProps {
  to: RouterLinkProps['to'];
  children: ReactNode;
  /** Filled, outlined or plain, as MUI buttons. */
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'medium' | 'large';
  /** `inverse` is the light button of dark hero bands. */
  tone?: 'primary' | 'inverse';
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  state?: unknown;
  /**
   * Words read after the label by screen readers and search engines, hidden on screen: a
   * "Read More" among several says which article it opens. Part of the link's text (not an
   * aria-label), so the visible label stays the start of its accessible name.
   */
  context?: string;
  'aria-label'?: string;
  'aria-current'?: 'page' | 'true';
  onClick?: () => void;
  sx?: SxProps<Theme>;
}

/** The colours of a tone of button: each variant draws with some of them. */
interface ToneColours {
  /** The filled button's background, its text, and its background under the pointer. */
  fill: string;
  onFill: string;
  fillHover: string;
  /** The outlined button's border. */
  outline: string;
  /** The outlined and the text button's text, and their background under the pointer. */
  ink: string;
  hover: string;
}

/** The three variants in one tone's colours. */
function toneStyles({ fill, onFill, fillHover, outline, ink, hover }: ToneColours) {
  return {
    contained: { bgcolor: fill, color: onFill, '&:hover': { bgcolor: fillHover, color: onFill } },
    outlined: { border: 1, borderColor: outline, color: ink, '&:hover': { bgcolor: hover } },
    text: { color: ink, px: 1, '&:hover': { bgcolor: hover } },
  } as const;
}

const variantStyles = toneStyles({
  fill: 'primary.main',
  onFill: 'primary.contrastText',
  fillHover: 'primary.dark',
  outline: 'primary.main',
  ink: 'primary.main',
  hover: 'surface.tint',
});

/** The light buttons of dark hero bands. */
const inverseStyles = toneStyles({
  fill: 'common.white',
  onFill: 'surface.hero',
  fillHover: 'grey.200',
  outline: 'surface.heroMuted',
  ink: 'surface.heroText',
  hover: 'surface.heroAccent',
});

/** The button look, for a native <button> that must match the links (the error screen's Retry). */
export function buttonLookSx(
  variant: NonNullable<ButtonLinkProps['variant']>,
  size: NonNullable<ButtonLinkProps['size']>,
): SxProps<Theme> {
  return mergeSx(
    (theme) => ({
      ...theme.typography.button,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 1,
      ...buttonSizeStyles(theme, size),
      borderRadius: `${theme.shape.borderRadius}px`,
      textAlign: 'center',
      border: 0,
      cursor: 'pointer',
      textDecoration: 'none',
      transition: theme.transitions.create(['background-color', 'color', 'border-color']),
    }),
    variantStyles[variant],
  );
}

/**
 * A link that looks like a button: every "button" of the site that goes somewhere (Get in
 * Touch, View Details, Read More...) is a real link, so it works before JavaScript and opens in
 * a new tab. It is drawn with the theme's button styles, without MUI Button's ripple and
 * loading machinery, which keeps those out of every page's startup code.
 */
export function ButtonLink({
  to,
  children,
  variant = 'contained',
  size = 'medium',
  tone = 'primary',
  startIcon,
  endIcon,
  context,
  sx,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link
      component={RouterLink}
      to={to}
      // Without React Router's mark for lazy route discovery, which this app does not use.
      discover="none"
      underline="none"
      {...rest}
      sx={mergeSx(
        buttonLookSx(variant, size),
        tone === 'inverse' ? inverseStyles[variant] : undefined,
        sx,
      )}
    >
      {startIcon}
      {children}
      {/* The space stays outside the hidden span: some name computations trim each element. */}
      {context && ' '}
      {context && (
        <Box component="span" sx={visuallyHidden}>
          {context}
        </Box>
      )}
      {endIcon}
    </Link>
  );
}

/** A call to action from the content, drawn as a button link: its label, target and context. */
export function CtaLink({
  cta,
  ...look
}: { cta: Cta } & Omit<ButtonLinkProps, 'to' | 'children' | 'context'>) {
  return (
    <ButtonLink to={cta.to} context={cta.context} {...look}>
      {cta.label}
    </ButtonLink>
  );
}
