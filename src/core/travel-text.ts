// Distance and duration texts in the style of Google's Distance Matrix ("1.2 km", "350 m", "1 hour 5 mins").

export function distanceText(meters: number): string {
  if (meters < 1000) return `${Math.max(1, Math.round(meters))} m`;
  const km = meters / 1000;
  return `${km < 100 ? km.toFixed(1).replace(/\.0$/, '') : Math.round(km)} km`;
}

export function durationText(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes < 60) return plural(minutes, 'min');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours < 24) return rest ? `${plural(hours, 'hour')} ${plural(rest, 'min')}` : plural(hours, 'hour');
  const days = Math.floor(hours / 24);
  const h = hours % 24;
  return h ? `${plural(days, 'day')} ${plural(h, 'hour')}` : plural(days, 'day');
}
