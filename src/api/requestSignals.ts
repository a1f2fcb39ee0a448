import { createAction } from '@reduxjs/toolkit';

/**
 * What the network layer tells the rest of the app, as plain actions: the shell decides what to show
 * (mask, toast), and the session decides what a 401 or a renewed token means.
 */
export const requestStarted = createAction<{ endpoint: string }>('net/requestStarted');
export const requestFinished = createAction<{ endpoint: string }>('net/requestFinished');
/** A failure a member should read about: the server's text, else a client message id. */
export const requestFailed = createAction<{ message?: string; messageId?: string }>('net/requestFailed');
/** 401: `sentToken` is the token the failing request carried, so a late answer cannot end a newer session. */
export const unauthorized = createAction<{ sentToken: string }>('net/unauthorized');
export const tokenRenewed = createAction<{ token: string; sentToken: string }>('net/tokenRenewed');
/** 503 maintenance with an address already checked to be http(s). */
export const maintenanceRedirect = createAction<{ url: string }>('net/maintenanceRedirect');
