import { createSlice } from '@reduxjs/toolkit';
import { requestFinished, requestStarted } from '@/api/requestSignals';

/** Calls in flight that asked for the loading mask. */
export type NetState = { pending: number };

export const netSlice = createSlice({
  name: 'net',
  initialState: { pending: 0 } as NetState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(requestStarted, (state) => {
        state.pending += 1;
      })
      .addCase(requestFinished, (state) => {
        state.pending = Math.max(0, state.pending - 1);
      });
  },
});

export const selectMaskVisible = (s: { net: NetState }) => s.net.pending > 0;
