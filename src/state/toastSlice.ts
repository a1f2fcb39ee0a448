import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { requestFailed } from '@/api/requestSignals';

export const TOAST_MS = 3000;

export type ToastKind = 'fail' | 'success' | 'info';
export type Toast = {
  id: number;
  kind: ToastKind;
  /** Text already in the member's language (server messages). */
  message?: string;
  /** A catalog id, used when there is no server text. */
  messageId?: string;
  values?: Record<string, string | number>;
};
export type ToastState = { items: Toast[]; nextId: number };

type ToastInput = Omit<Toast, 'id' | 'kind'> & { kind?: ToastKind };

function push(state: ToastState, input: ToastInput) {
  if (!input.message && !input.messageId) return;
  const key = input.message ?? input.messageId;
  // Several calls failing together say the same thing once, not in a burst.
  if (state.items.some((t) => (t.message ?? t.messageId) === key)) return;
  state.items.push({
    id: state.nextId,
    kind: input.kind ?? 'fail',
    message: input.message,
    messageId: input.message ? undefined : input.messageId,
    values: input.values,
  });
  state.nextId += 1;
  if (state.items.length > 3) state.items.shift();
}

export const toastSlice = createSlice({
  name: 'toast',
  initialState: { items: [], nextId: 1 } as ToastState,
  reducers: {
    toastShown(state, action: PayloadAction<ToastInput>) {
      push(state, action.payload);
    },
    toastExpired(state, action: PayloadAction<number>) {
      state.items = state.items.filter((t) => t.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(requestFailed, (state, { payload }) => push(state, { ...payload, kind: 'fail' }));
  },
});

export const { toastShown, toastExpired } = toastSlice.actions;
export const selectToasts = (s: { toast: ToastState }) => s.toast.items;
