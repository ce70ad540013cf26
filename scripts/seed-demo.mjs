// The demo account `npm start` prints: created through the public API, so it is a real account
// with a real business; a second start finds it there (409) and leaves it as it is.
export const DEMO_ACCOUNT = {
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'demo@nearbly.app',
  password: 'Corner-Bean-2026!',
  businessName: 'Corner Bean Coffee',
  businessType: 'cafe',
  businessAddress: '118 Congress Ave, Austin, TX 78701',
};

export const seedDemoAccount = async (baseUrl) => {
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ACCOUNT),
  });
  if (response.status === 201) return 'created';
  if (response.status === 409) return 'exists';
  const body = await response.text();
  throw new Error(`demo sign-up answered ${response.status}: ${body.slice(0, 200)}`);
};
