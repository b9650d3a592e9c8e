// Generated place illustrations for offline use: an SVG whose palette and motif come from the place's category
// and whose details (hue shift, motif placement) come from a hash of its name, so the same place always gets
// the same picture. It is labelled as an illustration: it never pretends to be a photograph.

export type IllustrationTheme =
  | 'landmark'
  | 'museum'
  | 'religious'
  | 'park'
  | 'water'
  | 'viewpoint'
  | 'market'
  | 'food'
  | 'cafe'
  | 'nightlife'
  | 'neighbourhood'
  | 'city'
  | 'generic';

/** Knowledge-base categories to a picture theme. */
export function themeForCategory(category: string | undefined): IllustrationTheme {
  switch (category) {
    case 'landmark':
    case 'attraction':
      return 'landmark';
    case 'museum':
    case 'gallery':
      return 'museum';
    case 'religious':
      return 'religious';
    case 'park':
    case 'nature':
      return 'park';
    case 'beach':
      return 'water';
    case 'viewpoint':
      return 'viewpoint';
    case 'market':
    case 'shopping':
      return 'market';
    case 'restaurant':
      return 'food';
    case 'cafe':
      return 'cafe';
    case 'nightlife':
      return 'nightlife';
    case 'neighbourhood':
    case 'experience':
      return 'neighbourhood';
    case 'city':
      return 'city';
    default:
      return 'generic';
  }
}

/** Base hues (degrees) and whether the sky is dark, per theme. */
const PALETTE: Record<IllustrationTheme, { hue: number; night?: boolean }> = {
  landmark: { hue: 210 },
  museum: { hue: 35 },
  religious: { hue: 265 },
  park: { hue: 125 },
  water: { hue: 190 },
  viewpoint: { hue: 20 },
  market: { hue: 15 },
  food: { hue: 5 },
  cafe: { hue: 28 },
  nightlife: { hue: 250, night: true },
  neighbourhood: { hue: 330 },
  city: { hue: 220 },
  generic: { hue: 200 },
};

/** FNV-1a: a small, stable string hash. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)} ${s}% ${l}%)`;

/** Motif shapes on an 800x500 canvas, ground line at y=380. `n` varies placement. */
function motif(theme: IllustrationTheme, ink: string, accent: string, n: number): string {
  const x = 330 + (n % 140);
  switch (theme) {
    case 'landmark':
      return `<path d="M${x} 380 L${x + 55} 120 L${x + 110} 380 Z" fill="${ink}"/><rect x="${x + 35}" y="250" width="40" height="12" fill="${accent}"/><rect x="${x + 48}" y="95" width="14" height="30" fill="${ink}"/>`;
    case 'museum':
      return `<path d="M${x - 40} 200 L${x + 90} 140 L${x + 220} 200 Z" fill="${ink}"/>${[0, 1, 2, 3, 4]
        .map((i) => `<rect x="${x - 25 + i * 48}" y="210" width="22" height="150" fill="${ink}"/>`)
        .join('')}<rect x="${x - 45}" y="360" width="270" height="20" fill="${accent}"/>`;
    case 'religious':
      return `<rect x="${x}" y="230" width="160" height="150" fill="${ink}"/><path d="M${x} 232 A80 80 0 0 1 ${x + 160} 232 Z" fill="${accent}"/><rect x="${x + 76}" y="120" width="8" height="40" fill="${ink}"/><rect x="${x + 66}" y="132" width="28" height="8" fill="${ink}"/><rect x="${x + 62}" y="300" width="36" height="80" rx="18" fill="${accent}"/>`;
    case 'park':
      return [0, 1, 2]
        .map((i) => {
          const tx = x - 120 + i * 130 + ((n >> (i * 3)) % 40);
          const r = 45 + ((n >> (i * 5)) % 25);
          return `<rect x="${tx - 8}" y="${380 - 70}" width="16" height="70" fill="${ink}"/><circle cx="${tx}" cy="${380 - 70 - r * 0.7}" r="${r}" fill="${accent}"/>`;
        })
        .join('');
    case 'water':
      return `<circle cx="${x + 120}" cy="150" r="55" fill="#fbbf24"/>${[0, 1, 2]
        .map(
          (i) =>
            `<path d="M0 ${395 + i * 30} Q 100 ${380 + i * 30} 200 ${395 + i * 30} T 400 ${395 + i * 30} T 600 ${395 + i * 30} T 800 ${395 + i * 30}" stroke="${ink}" stroke-width="8" fill="none"/>`,
        )
        .join('')}`;
    case 'viewpoint':
      return `<path d="M0 380 L${x - 150} 200 L${x} 330 L${x + 150} 150 L800 380 Z" fill="${ink}"/><path d="M${x + 110} 190 L${x + 150} 150 L${x + 190} 190 Z" fill="${accent}"/>`;
    case 'market':
      return `<rect x="${x - 60}" y="260" width="260" height="120" fill="${ink}"/>${[0, 1, 2, 3, 4, 5]
        .map(
          (i) =>
            `<path d="M${x - 70 + i * 47} 200 h47 v50 a23.5 23.5 0 0 1 -47 0 Z" fill="${i % 2 ? accent : '#ffffff'}"/>`,
        )
        .join('')}`;
    case 'food':
      return `<circle cx="${x + 70}" cy="270" r="95" fill="#ffffff" opacity="0.9"/><circle cx="${x + 70}" cy="270" r="62" fill="${accent}"/><rect x="${x - 70}" y="180" width="12" height="180" rx="6" fill="${ink}"/><rect x="${x + 205}" y="180" width="12" height="180" rx="6" fill="${ink}"/>`;
    case 'cafe':
      return `<rect x="${x}" y="230" width="150" height="130" rx="20" fill="${ink}"/><path d="M${x + 150} 260 a35 35 0 0 1 0 70" stroke="${ink}" stroke-width="14" fill="none"/><path d="M${x + 45} 210 q15 -30 0 -60 M${x + 100} 210 q15 -30 0 -60" stroke="${accent}" stroke-width="8" fill="none"/>`;
    case 'nightlife':
      return `<circle cx="${x + 150}" cy="120" r="45" fill="${accent}"/><circle cx="${x + 170}" cy="105" r="40" fill="${hsl(250, 45, 18)}"/>${[
        0, 1, 2, 3, 4, 5,
      ]
        .map(
          (i) => `<circle cx="${(n >> i) % 800}" cy="${40 + ((n >> (i + 4)) % 140)}" r="3" fill="#ffffff"/>`,
        )
        .join('')}${skyline(ink, n)}`;
    case 'neighbourhood':
      return [0, 1, 2, 3]
        .map((i) => {
          const hx = x - 160 + i * 95;
          const h = 110 + ((n >> (i * 4)) % 70);
          return `<rect x="${hx}" y="${380 - h}" width="85" height="${h}" fill="${i % 2 ? ink : accent}"/><path d="M${hx - 5} ${380 - h} L${hx + 42} ${380 - h - 40} L${hx + 90} ${380 - h} Z" fill="${ink}"/>`;
        })
        .join('');
    case 'city':
      return skyline(ink, n);
    default:
      return `<circle cx="${x + 60}" cy="260" r="90" fill="${accent}"/><path d="M${x + 60} 200 l18 40 44 4 -33 29 10 43 -39 -23 -39 23 10 -43 -33 -29 44 -4 Z" fill="#ffffff"/>`;
  }
}

function skyline(ink: string, n: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const h = 80 + ((n >> (i * 2)) % 150);
    return `<rect x="${60 + i * 70}" y="${380 - h}" width="56" height="${h}" fill="${ink}"/>`;
  }).join('');
}

/** Splits a long name over up to two lines of about 28 characters. */
function nameLines(name: string): string[] {
  const words = name.trim().split(/\s+/);
  const lines: string[] = [''];
  for (const word of words) {
    const current = lines[lines.length - 1]!;
    if (current && current.length + word.length + 1 > 28) {
      if (lines.length === 2) {
        lines[1] = `${current}…`;
        break;
      }
      lines.push(word);
    } else lines[lines.length - 1] = current ? `${current} ${word}` : word;
  }
  return lines.map((l) => (l.length > 32 ? `${l.slice(0, 31)}…` : l));
}

export function placeIllustration(name: string, theme: IllustrationTheme): string {
  const n = hash(`${theme}:${name}`);
  const { hue: base, night } = PALETTE[theme];
  const hue = base + ((n % 31) - 15);
  const skyTop = night ? hsl(hue, 45, 14) : hsl(hue, 70, 82);
  const skyBottom = night ? hsl(hue + 20, 40, 30) : hsl(hue + 25, 75, 92);
  const ground = hsl(hue + 180, 25, night ? 18 : 35);
  const ink = hsl(hue, 35, night ? 12 : 28);
  const accent = hsl(hue + 40, 80, night ? 70 : 55);
  const lines = nameLines(name);
  const label = escapeXml(name);
  // Unique per picture, so pictures inlined into one page keep their own skies.
  const skyId = `sky-${n.toString(36)}`;
  const text = lines
    .map(
      (line, i) =>
        `<text x="40" y="${lines.length === 2 ? 420 + i * 34 : 448}" font-family="system-ui, sans-serif" font-size="30" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" role="img" aria-label="Illustration of ${label}">
<title>Illustration of ${label}</title>
<defs><linearGradient id="${skyId}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
<rect width="800" height="500" fill="url(#${skyId})"/>
<rect y="380" width="800" height="120" fill="${ground}"/>
${motif(theme, ink, accent, n)}
<rect y="388" width="800" height="112" fill="#000000" opacity="0.35"/>
${text}
<rect x="610" y="20" width="170" height="34" rx="17" fill="#000000" opacity="0.55"/>
<text x="695" y="43" text-anchor="middle" font-family="system-ui, sans-serif" font-size="16" fill="#ffffff">Illustration</text>
</svg>`;
}
