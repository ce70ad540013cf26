// docs/product.md §2: the signed-in pages. The router puts them behind the guard; a sign-out completes only
// once the app has left them.
export const PROTECTED_PATHS = [
  '/onboarding',
  '/dashboard',
  '/keywords',
  '/visibility',
  '/competitors',
  '/gmb',
  '/reviews',
  '/reports',
  '/insights',
  '/billing',
  '/settings',
  '/help',
] as const;

export const isProtectedPath = (pathname: string): boolean =>
  PROTECTED_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
