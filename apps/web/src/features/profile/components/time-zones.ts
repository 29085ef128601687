/** Every IANA zone the browser knows, plus the saved one if the browser's list lacks it (e.g. `UTC`). */
export function timeZoneOptions(saved: string): string[] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const all = new Set(zones);
  if (saved) all.add(saved);
  return [...all].sort((a, b) => a.localeCompare(b));
}

export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}
