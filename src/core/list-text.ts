// A list as a sentence says it: "Louvre Museum, Eiffel Tower and Tram 28".

export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
