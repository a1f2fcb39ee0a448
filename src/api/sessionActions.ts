import { createAction } from '@reduxjs/toolkit';

/**
 * Session changes that API endpoints trigger themselves (login and demo succeed, logout); the session
 * slice reduces them and the app shell applies their effects (cookie, navigation).
 */
export const loggedIn = createAction<{ token: string; isDemo: boolean }>('session/loggedIn');
/** `returnTo`: where a member whose session ended under them (401) goes back after logging in again. */
export const loggedOut = createAction('session/loggedOut', (returnTo?: string) => ({ payload: { returnTo } }));
