export { usePreference, type PreferenceState } from './usePreference';
export { PreferenceProvider, usePreferenceStore, httpPreferences } from './PreferenceProvider';
export { httpPreferenceStore, memoryPreferenceStore, PREFERENCE_PATHS, type PreferenceStore } from './store';
export { cacheOf, SAVE_DELAY_MS } from './cache';
