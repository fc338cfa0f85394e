import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';

type ToastActionLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * The toasts live in the host shell, normally inside the router: there a same-origin action
 * (e.g. '/#contact') navigates without a reload. Outside a router it is a plain link.
 */
export const ToastActionLink = forwardRef<HTMLAnchorElement, ToastActionLinkProps>(
  function ToastActionLink({ href, ...rest }, ref) {
    const inRouter = useInRouterContext();
    const isInApp = href.startsWith('/') && !href.startsWith('//');
    if (inRouter && isInApp) return <Link ref={ref} to={href} {...rest} />;
    return <a ref={ref} href={href} {...rest} />;
  },
);
