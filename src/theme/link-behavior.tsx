import type { Ref } from 'react';
import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router-dom';

export type LinkBehaviorProps = Omit<RouterLinkProps, 'to'> & {
  href: RouterLinkProps['to'];
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * Lets MUI's Link and every ButtonBase with an `href` navigate through React Router (set as the
 * theme default in `theme/customizations/navigation.ts`). Absolute URLs such as `mailto:` stay
 * plain anchors; React Router detects them. `discover="none"`: the mark React Router puts on
 * links for its lazy route discovery, which this app's router does not use (it knows every
 * route from the start), costs each page's first round trip.
 */
export function LinkBehavior({ href, ref, ...props }: LinkBehaviorProps) {
  return <RouterLink ref={ref} to={href} discover="none" {...props} />;
}
