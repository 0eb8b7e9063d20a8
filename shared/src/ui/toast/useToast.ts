// The toast store as React state: { showToast, toastMessage, toastVariant, openToast, closeToast }.
import { useSyncExternalStore } from 'react';
import { closeToast, getToastState, openToast, subscribeToToast } from '@oap/shared/ui/toast/toastStore.ts';

export function useToast() {
  const state = useSyncExternalStore(subscribeToToast, getToastState, getToastState);
  return { ...state, openToast, closeToast };
}
