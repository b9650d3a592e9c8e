// The map preferences SPEC.md section 9 remembers in local storage: the optimisation criterion (time by
// default), points of interest (off) and real-time traffic (off); and the day's route line (on).
import { useCallback, useState } from 'react';
import type { RouteCriterion } from './types.ts';

export interface MapPreferences {
  criterion: RouteCriterion;
  showPoi: boolean;
  showTraffic: boolean;
  showRoute: boolean;
}

export const DEFAULT_MAP_PREFERENCES: MapPreferences = {
  criterion: 'time',
  showPoi: false,
  showTraffic: false,
  showRoute: true,
};

const KEYS = {
  criterion: 'wayfarer.map.criterion',
  showPoi: 'wayfarer.map.showPoi',
  showTraffic: 'wayfarer.map.showTraffic',
  showRoute: 'wayfarer.map.showRoute',
} as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function loadMapPreferences(): MapPreferences {
  const criterion = read(KEYS.criterion);
  return {
    criterion: criterion === 'distance' ? 'distance' : 'time',
    showPoi: read(KEYS.showPoi) === 'true',
    showTraffic: read(KEYS.showTraffic) === 'true',
    showRoute: read(KEYS.showRoute) !== 'false',
  };
}

export function saveMapPreference<K extends keyof MapPreferences>(key: K, value: MapPreferences[K]) {
  try {
    localStorage.setItem(KEYS[key], String(value));
  } catch {
    // Storage can be full or disabled; the preference then lasts for this page only.
  }
}

export function useMapPreferences() {
  const [prefs, setPrefs] = useState(loadMapPreferences);
  const set = useCallback(<K extends keyof MapPreferences>(key: K, value: MapPreferences[K]) => {
    saveMapPreference(key, value);
    setPrefs((p) => ({ ...p, [key]: value }));
  }, []);
  return [prefs, set] as const;
}
