import type { TUser } from '@app/contracts';
import { createAction } from '@reduxjs/toolkit';

// What the API layer tells the rest of the app about the session. They live here, not in the auth
// feature, so that the base query can announce them without importing the feature (no cycle).

// A silent refresh renewed the access token.
export const sessionRefreshed = createAction<{ user: TUser }>('session/refreshed');

// The refresh was refused: the session is over (revoked, expired, signed out elsewhere).
export const sessionEnded = createAction('session/ended');
