import { createAction } from '@reduxjs/toolkit';

/**
 * Session changes that API endpoints trigger themselves (login and demo succeed, logout); the session
 * slice reduces them and the app shell applies their effects (cookie, navigation).
 */
export const loggedIn = createAction<{ token: string; isDemo: boolean }>('session/loggedIn');
export const loggedOut = createAction('session/loggedOut');
