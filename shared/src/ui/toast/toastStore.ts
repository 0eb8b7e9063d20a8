// One toast at a time, in a store every app shares (shared is a federation singleton): the shell's
// <ToastHost/> shows it, any code opens it, e.g. the sign-in error of spec 8.
export type ToastVariant = 'neutral' | 'success' | 'error' | 'warning';

export interface ToastState {
  showToast: boolean;
  toastMessage: string;
  toastVariant: ToastVariant;
  /** Hides itself after this many ms; 0 keeps it until closed. */
  toastDurationMs: number;
  /** Changes on every openToast, so the same message shown twice restarts its timer. */
  toastId: number;
}

export const toastDefaultDurationMs = 6000;

let state: ToastState = { showToast: false, toastMessage: '', toastVariant: 'neutral', toastDurationMs: toastDefaultDurationMs, toastId: 0 };
const listeners = new Set<() => void>();

function update(next: ToastState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getToastState(): ToastState {
  return state;
}

export function subscribeToToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function openToast(message: string, variant: ToastVariant = 'neutral', options: { durationMs?: number } = {}): void {
  update({ showToast: true, toastMessage: message, toastVariant: variant, toastDurationMs: options.durationMs ?? toastDefaultDurationMs, toastId: state.toastId + 1 });
}

export function closeToast(): void {
  if (state.showToast) update({ ...state, showToast: false });
}
