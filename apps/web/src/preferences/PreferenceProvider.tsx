/** Which preference store the pages below use: the server's by default (see ./store). */
import { createContext, useContext, type ReactNode } from 'react';
import { client } from '../app/client';
import { httpPreferenceStore, type PreferenceStore } from './store';

export const httpPreferences: PreferenceStore = httpPreferenceStore(client);

const PreferenceContext = createContext<PreferenceStore>(httpPreferences);

export function PreferenceProvider({ store, children }: { store: PreferenceStore; children: ReactNode }) {
  return <PreferenceContext.Provider value={store}>{children}</PreferenceContext.Provider>;
}

export function usePreferenceStore(): PreferenceStore {
  return useContext(PreferenceContext);
}
