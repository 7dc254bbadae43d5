import type { Ref } from 'react';
import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router-dom';

export type LinkBehaviorProps = Omit<RouterLinkProps, 'to'> & {
  href: RouterLinkProps['to'];
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * Lets MUI's Link and every ButtonBase with an `href` navigate through React Router (set as the
 * theme default in `theme/customizations/navigation.ts`). Absolute URLs such as `mailto:` stay
 * plain anchors; React Router detects them.
 */
export function LinkBehavior({ href, ref, ...props }: LinkBehaviorProps) {
  return <RouterLink ref={ref} to={href} {...props} />;
}
