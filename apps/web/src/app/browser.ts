// Leaving the app for another site (Google's sign-in, Stripe) or for an email link. One seam, so
// tests can watch it: jsdom's location cannot be replaced.
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
