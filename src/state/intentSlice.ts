import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Money intents whose answer was lost, by key: 'checking' while the same request is sent again by itself to learn
 * its outcome, 'unsettled' once those tries are spent and it waits for the member's 'check again'. An intent with
 * an answer is not here.
 */
export type IntentState = Record<string, 'checking' | 'unsettled'>;

export const intentSlice = createSlice({
  name: 'intent',
  initialState: {} as IntentState,
  reducers: {
    intentChecking(state, action: PayloadAction<string>) {
      state[action.payload] = 'checking';
    },
    intentUnsettled(state, action: PayloadAction<string>) {
      state[action.payload] = 'unsettled';
    },
    intentSettled(state, action: PayloadAction<string>) {
      delete state[action.payload];
    },
  },
});

export const { intentChecking, intentUnsettled, intentSettled } = intentSlice.actions;

/** The intents still waiting for an answer: the one unsettled first (the member is asked to act on it). */
export const selectOpenIntents = (s: { intent: IntentState }) => s.intent;
