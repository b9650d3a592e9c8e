// Generated place illustrations for offline use: an SVG whose palette and motif come from the place's category
// (and, for sacred places and landmarks, from its name and country: a church, a mosque, a synagogue, a Shinto
// shrine, an East Asian temple, a stupa, a Hindu temple, or a plain sacred hall when it cannot tell, so no
// place gets another faith's symbol) and whose details come from a hash of its name, so the same place always
// gets the same picture. It is labelled as an illustration: it never pretends to be a photograph. Square
// pictures (card thumbnails, whose title stands beside them) carry no caption; wide ones wrap the name onto up
// to three lines, shrinking the type rather than cutting it.

export type IllustrationTheme =
  | 'landmark'
  | 'tower'
  | 'bridge'
  | 'castle'
  | 'classical'
  | 'museum'
  | 'religious'
  | 'church'
  | 'mosque'
  | 'synagogue'
  | 'shinto'
  | 'east-asian-temple'
  | 'stupa'
  | 'hindu-temple'
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

/** square: card thumbnails; wide: 8:5 (details); banner: 2:1 (explorer cards). */
export type IllustrationShape = 'square' | 'wide' | 'banner';

/** What the illustration can tell a place by: its category, name, tags and its destination's country. */
export interface IllustratedPlace {
  name: string;
  category?: string;
  tags?: readonly string[];
  countryCode?: string;
}

const EAST_ASIA = new Set(['JP', 'CN', 'KR', 'TW', 'HK', 'MO', 'VN', 'SG', 'MN']);
const THERAVADA = new Set(['TH', 'LA', 'KH', 'MM', 'LK', 'BT']);
const HINDU_LANDS = new Set(['IN', 'NP', 'ID', 'MU', 'FJ']);
const MUSLIM_MAJORITY = new Set([
  'MA',
  'TR',
  'EG',
  'AE',
  'JO',
  'MY',
  'ID',
  'SA',
  'QA',
  'OM',
  'TN',
  'DZ',
  'UZ',
  'IR',
]);

const has = (text: string, pattern: RegExp) => pattern.test(text);

/** A sacred place's motif from its name and country; a plain sacred hall when nothing says which faith. */
export function sacredTheme(place: IllustratedPlace): IllustrationTheme {
  const name = place.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const cc = place.countryCode ?? '';
  if (has(name, /\b(synagogue|shul|sinagoga|synagoge|synagoga)\b/)) return 'synagogue';
  if (has(name, /\b(mosque|masjid|mesjid|camii?|jamia?|madrasa|medersa|medrese|mezquita)\b/)) return 'mosque';
  // Burial places and Sikh gurdwaras: a plain sacred hall.
  if (has(name, /\b(gurdwara|gurudwara|catacombs?|crypt|tombs?|cemetery|necropolis|mausoleum)\b/))
    return 'religious';
  if (cc === 'JP' && has(name, /\b(shrine|jinja|jingu|taisha|inari|gu)\b/)) return 'shinto';
  if (
    has(name, /\b(stupa|chedi|dagoba|pagoda|wat|big buddha|buddha)\b/) ||
    (THERAVADA.has(cc) && has(name, /\btemple\b/))
  )
    return THERAVADA.has(cc) || cc === 'NP' || cc === 'IN' ? 'stupa' : 'east-asian-temple';
  if (
    EAST_ASIA.has(cc) &&
    has(name, /(\btemple\b|-ji\b|\bji\b|\bdera\b|\bmonastery\b|\btemplo\b|\bassembly hall\b)/)
  )
    return 'east-asian-temple';
  if (HINDU_LANDS.has(cc) && has(name, /\b(temple|mandir|kovil|pura|devi|ganesh|shiva|vishnu|krishna)\b/))
    return 'hindu-temple';
  // Words only churches take, anywhere; saints' names and "monastery" only where Buddhists do not use them.
  if (
    has(
      name,
      /\b(church|cathedral|basilica|chapel|chapelle|abbey|abbaye|kirk|kirche|duomo|eglise|iglesia|igreja|chiesa|capela|capilla|cappella|catedral|cattedrale|cathedrale|kosciol|bazylika|kostel|notre-dame|sacre|sainte-chapelle)\b/,
    )
  )
    return 'church';
  if (
    !EAST_ASIA.has(cc) &&
    !THERAVADA.has(cc) &&
    !HINDU_LANDS.has(cc) &&
    has(
      name,
      /\b(dom|monastery|monasterio|mosteiro|monestir|convent|convento|se|st|saint|san|santa|santo|sao)\b/,
    )
  )
    return 'church';
  // A temple where the faith cannot be told (the Middle East's ancient ones, say): no symbol at all.
  if (MUSLIM_MAJORITY.has(cc) && has(name, /\b(mosque|masjid)\b/)) return 'mosque';
  return 'religious';
}

/** A landmark's motif from its name: towers, bridges, castles and palaces, classical temples and monuments. */
function landmarkTheme(place: IllustratedPlace): IllustrationTheme {
  const name = place.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  // A sacred building filed as a landmark (Beijing's Temple of Heaven, say) is drawn for its own culture.
  if (has(name, /\b(temple|shrine|pagoda|mosque|church|cathedral|basilica|synagogue|stupa|wat)\b/)) {
    const sacred = sacredTheme(place);
    if (sacred !== 'religious') return sacred;
  }
  if (has(name, /\b(bridge|pont|ponte|puente|brucke|most)\b/)) return 'bridge';
  if (has(name, /\b(tower|tour|torre|turm|campanile|minaret|skytree|spire|lighthouse)\b/)) return 'tower';
  if (
    has(
      name,
      /\b(castle|chateau|castello|castillo|burg|fort|fortress|citadel|palace|palais|palazzo|palacio|kremlin)\b/,
    )
  )
    return 'castle';
  if (
    has(
      name,
      /\b(pantheon|parthenon|acropolis|forum|colosseum|temple|tempio|agora|capitol|opera|arc|arch|gate)\b/,
    )
  )
    return 'classical';
  return 'landmark';
}

/** The motif for a knowledge-base place. */
export function themeForPlace(place: IllustratedPlace): IllustrationTheme {
  const name = place.name.toLowerCase();
  // A market is drawn as one whatever its category (a piazza famous for its market, say).
  if (/\b(market|mercado|mercato|marche|marché|bazaar|souk|souq|campo de' fiori|halle)\b/.test(name))
    return 'market';
  if (place.category === 'religious') return sacredTheme(place);
  if (place.category === 'landmark' || place.category === 'attraction') return landmarkTheme(place);
  return themeForCategory(place.category);
}

/** Base hues (degrees) and whether the sky is dark, per theme. */
const PALETTE: Record<IllustrationTheme, { hue: number; night?: boolean }> = {
  landmark: { hue: 210 },
  tower: { hue: 205 },
  bridge: { hue: 195 },
  castle: { hue: 215 },
  classical: { hue: 40 },
  museum: { hue: 35 },
  religious: { hue: 265 },
  church: { hue: 250 },
  mosque: { hue: 30 },
  synagogue: { hue: 220 },
  shinto: { hue: 150 },
  'east-asian-temple': { hue: 120 },
  stupa: { hue: 45 },
  'hindu-temple': { hue: 20 },
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
      // A plain domed hall: sacred, of no faith in particular (no cross, crescent or star).
      return `<rect x="${x}" y="240" width="170" height="140" fill="${ink}"/><path d="M${x + 25} 242 A60 60 0 0 1 ${x + 145} 242 Z" fill="${accent}"/><rect x="${x + 66}" y="300" width="38" height="80" rx="19" fill="${accent}"/>`;
    case 'church':
      // Nave and bell tower, with a cross on the tower.
      return `<rect x="${x}" y="250" width="150" height="130" fill="${ink}"/><path d="M${x - 8} 252 L${x + 75} 195 L${x + 158} 252 Z" fill="${accent}"/><rect x="${x + 150}" y="170" width="50" height="210" fill="${ink}"/><path d="M${x + 145} 172 L${x + 175} 120 L${x + 205} 172 Z" fill="${accent}"/><rect x="${x + 172}" y="88" width="6" height="34" fill="${ink}"/><rect x="${x + 162}" y="98" width="26" height="6" fill="${ink}"/><rect x="${x + 58}" y="310" width="34" height="70" rx="17" fill="${accent}"/><circle cx="${x + 75}" cy="280" r="12" fill="${accent}"/>`;
    case 'mosque':
      // A dome and a minaret, the crescent on the dome's finial.
      return `<rect x="${x}" y="270" width="180" height="110" fill="${ink}"/><path d="M${x + 20} 272 A70 70 0 0 1 ${x + 160} 272 Z" fill="${accent}"/><rect x="${x + 88}" y="185" width="4" height="20" fill="${ink}"/><circle cx="${x + 90}" cy="182" r="9" fill="${ink}"/><circle cx="${x + 94}" cy="179" r="8" fill="${accent}"/><rect x="${x + 205}" y="140" width="26" height="240" fill="${ink}"/><rect x="${x + 199}" y="200" width="38" height="10" fill="${accent}"/><path d="M${x + 202} 142 L${x + 218} 100 L${x + 234} 142 Z" fill="${accent}"/><path d="M${x + 70} 380 v-50 a20 20 0 0 1 40 0 v50 Z" fill="${accent}"/>`;
    case 'synagogue': {
      // A hall with arched windows and the Star of David above the door.
      const star = (cx: number, cy: number, r: number) =>
        `<path d="M${cx} ${cy - r} L${cx + r * 0.866} ${cy + r / 2} L${cx - r * 0.866} ${cy + r / 2} Z M${cx} ${cy + r} L${cx + r * 0.866} ${cy - r / 2} L${cx - r * 0.866} ${cy - r / 2} Z" fill="none" stroke="${accent}" stroke-width="5"/>`;
      return `<rect x="${x}" y="220" width="200" height="160" fill="${ink}"/><path d="M${x - 10} 222 L${x + 100} 170 L${x + 210} 222 Z" fill="${ink}"/>${[
        0, 1, 2,
      ]
        .map((i) => `<path d="M${x + 22 + i * 60} 330 v-45 a18 18 0 0 1 36 0 v45 Z" fill="${accent}"/>`)
        .join('')}${star(x + 100, 200, 16)}`;
    }
    case 'shinto':
      // A torii gate: two pillars, the upturned top beam and the tie beam, in vermilion.
      return `<rect x="${x + 10}" y="190" width="18" height="190" fill="#c2410c"/><rect x="${x + 172}" y="190" width="18" height="190" fill="#c2410c"/><path d="M${x - 30} 172 Q${x + 100} 190 ${x + 230} 172 L${x + 226} 190 Q${x + 100} 204 ${x - 26} 190 Z" fill="#1f2937"/><rect x="${x - 10}" y="190" width="220" height="14" fill="#c2410c"/><rect x="${x}" y="230" width="200" height="13" fill="#c2410c"/><rect x="${x + 93}" y="204" width="14" height="26" fill="#c2410c"/>`;
    case 'east-asian-temple':
      // A hall under a wide curved roof (Buddhist, Taoist or Confucian alike), on a stone base.
      return `<rect x="${x - 20}" y="350" width="260" height="30" fill="${accent}"/><rect x="${x + 10}" y="260" width="200" height="90" fill="${ink}"/>${[
        0, 1, 2, 3,
      ]
        .map((i) => `<rect x="${x + 30 + i * 50}" y="275" width="12" height="75" fill="${accent}"/>`)
        .join(
          '',
        )}<path d="M${x - 40} 262 Q${x + 110} 228 ${x + 260} 262 L${x + 225} 236 Q${x + 110} 210 ${x - 5} 236 Z" fill="${ink}"/><path d="M${x + 20} 212 Q${x + 110} 190 ${x + 200} 212 L${x + 180} 194 Q${x + 110} 176 ${x + 40} 194 Z" fill="${ink}"/><rect x="${x + 60}" y="212" width="100" height="26" fill="${ink}"/>`;
    case 'stupa':
      // A bell-shaped stupa on terraces, with its tapering spire.
      return `<rect x="${x - 20}" y="350" width="240" height="30" fill="${ink}"/><rect x="${x}" y="325" width="200" height="25" fill="${ink}"/><path d="M${x + 20} 325 Q${x + 20} 235 ${x + 100} 225 Q${x + 180} 235 ${x + 180} 325 Z" fill="${accent}"/><rect x="${x + 80}" y="205" width="40" height="22" fill="${ink}"/><path d="M${x + 86} 205 L${x + 100} 110 L${x + 114} 205 Z" fill="${accent}"/>`;
    case 'hindu-temple':
      // A shikhara: the curved, ribbed tower over the sanctum, with a small porch and a pennant.
      return `<rect x="${x}" y="290" width="200" height="90" fill="${ink}"/><path d="M${x + 40} 292 Q${x + 45} 170 ${x + 100} 130 Q${x + 155} 170 ${x + 160} 292 Z" fill="${accent}"/>${[
        0, 1, 2, 3,
      ]
        .map((i) => `<path d="M${x + 50} ${270 - i * 35} h100" stroke="${ink}" stroke-width="5"/>`)
        .join(
          '',
        )}<circle cx="${x + 100}" cy="125" r="10" fill="${ink}"/><rect x="${x + 99}" y="80" width="3" height="40" fill="${ink}"/><path d="M${x + 102} 80 l26 8 -26 8 Z" fill="#dc2626"/><rect x="${x + 80}" y="320" width="40" height="60" fill="${accent}"/>`;
    case 'tower':
      return `<rect x="${x + 40}" y="150" width="50" height="230" fill="${ink}"/><path d="M${x + 30} 152 L${x + 65} 70 L${x + 100} 152 Z" fill="${accent}"/>${[
        0, 1, 2, 3,
      ]
        .map((i) => `<rect x="${x + 55}" y="${180 + i * 45}" width="20" height="22" fill="${accent}"/>`)
        .join('')}`;
    case 'bridge':
      return `<path d="M0 330 H800" stroke="${ink}" stroke-width="22"/>${[0, 1, 2]
        .map(
          (i) =>
            `<path d="M${x - 200 + i * 200} 380 a100 70 0 0 1 200 0" fill="none" stroke="${ink}" stroke-width="18"/>`,
        )
        .join(
          '',
        )}<path d="M0 420 Q200 405 400 420 T800 420" stroke="${accent}" stroke-width="8" fill="none"/>`;
    case 'castle':
      return `<rect x="${x}" y="240" width="220" height="140" fill="${ink}"/>${[0, 1, 2, 3, 4, 5]
        .map((i) => `<rect x="${x + i * 40}" y="222" width="22" height="20" fill="${ink}"/>`)
        .join(
          '',
        )}<rect x="${x - 30}" y="180" width="50" height="200" fill="${ink}"/><path d="M${x - 36} 182 L${x - 5} 130 L${x + 26} 182 Z" fill="${accent}"/><rect x="${x + 200}" y="180" width="50" height="200" fill="${ink}"/><path d="M${x + 194} 182 L${x + 225} 130 L${x + 256} 182 Z" fill="${accent}"/><path d="M${x + 85} 380 v-60 a25 25 0 0 1 50 0 v60 Z" fill="${accent}"/>`;
    case 'classical':
      // A portico: pediment, columns and steps (temples, pantheons, forums, opera houses).
      return `<path d="M${x - 50} 205 L${x + 90} 150 L${x + 230} 205 Z" fill="${ink}"/><rect x="${x - 45}" y="205" width="270" height="14" fill="${accent}"/>${[
        0, 1, 2, 3, 4, 5,
      ]
        .map((i) => `<rect x="${x - 32 + i * 48}" y="219" width="18" height="135" fill="${ink}"/>`)
        .join(
          '',
        )}<rect x="${x - 55}" y="354" width="290" height="12" fill="${accent}"/><rect x="${x - 65}" y="366" width="310" height="14" fill="${ink}"/>`;
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

/** The name in lines of at most `perLine` characters (a longer word gets a line of its own). */
function wrap(name: string, perLine: number): string[] {
  const lines: string[] = [];
  for (const word of name.trim().split(/\s+/)) {
    const current = lines.at(-1);
    if (current !== undefined && current.length + 1 + word.length <= perLine)
      lines[lines.length - 1] = `${current} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The caption's lines and type size: 30 px when the name fits 3 lines of 42 characters, else smaller; never cut. */
export function captionLayout(name: string, width = 720): { lines: string[]; size: number } {
  for (let size = 30; size >= 12; size -= 2) {
    // About 0.55 em per character in a sans-serif bold face.
    const perLine = Math.floor(width / (size * 0.55));
    const lines = wrap(name, perLine);
    if (lines.length <= 3 && lines.every((l) => l.length <= perLine)) return { lines, size };
  }
  return { lines: wrap(name, Math.floor(width / (12 * 0.55))), size: 12 };
}

export function placeIllustration(
  name: string,
  theme: IllustrationTheme,
  shape: IllustrationShape = 'wide',
): string {
  const n = hash(`${theme}:${name}`);
  const { hue: base, night } = PALETTE[theme];
  const hue = base + ((n % 31) - 15);
  const skyTop = night ? hsl(hue, 45, 14) : hsl(hue, 70, 82);
  const skyBottom = night ? hsl(hue + 20, 40, 30) : hsl(hue + 25, 75, 92);
  const ground = hsl(hue + 180, 25, night ? 18 : 35);
  const ink = hsl(hue, 35, night ? 12 : 28);
  const accent = hsl(hue + 40, 80, night ? 70 : 55);
  const label = escapeXml(name);
  // Unique per picture, so pictures inlined into one page keep their own skies.
  const skyId = `sky-${n.toString(36)}`;
  // Wide: the whole 800x500 scene with the name below the motif. Square: the scene's middle, around the motif,
  // with no caption (the title is beside it) and a larger "Illustration" label that stays legible when small.
  const square = shape === 'square';
  const viewBox = square ? '200 0 500 500' : shape === 'banner' ? '0 50 800 400' : '0 0 800 500';
  // The caption sits on the visible bottom edge.
  const bottom = shape === 'banner' ? 450 : 500;
  let caption = '';
  if (!square) {
    const { lines, size } = captionLayout(name);
    const lineHeight = Math.round(size * 1.15);
    const top = bottom - 24 - lineHeight * lines.length;
    caption = `<rect y="${top - 14}" width="800" height="${bottom - top + 14}" fill="#000000" opacity="0.45"/>${lines
      .map(
        (line, i) =>
          `<text x="40" y="${top + lineHeight * (i + 1) - Math.round(size * 0.25)}" font-family="system-ui, sans-serif" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
      )
      .join('')}`;
  }
  const badgeTop = shape === 'banner' ? 70 : 20;
  const badge = square
    ? `<rect x="380" y="14" width="306" height="72" rx="36" fill="#000000" opacity="0.6"/><text x="533" y="64" text-anchor="middle" font-family="system-ui, sans-serif" font-size="40" font-weight="600" fill="#ffffff">Illustration</text>`
    : `<rect x="610" y="${badgeTop}" width="170" height="34" rx="17" fill="#000000" opacity="0.55"/><text x="695" y="${badgeTop + 23}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="16" fill="#ffffff">Illustration</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${square ? 500 : 800}" height="${shape === 'banner' ? 400 : 500}" role="img" aria-label="Illustration of ${label}">
<title>Illustration of ${label}</title>
<defs><linearGradient id="${skyId}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
<rect width="800" height="500" fill="url(#${skyId})"/>
<rect y="380" width="800" height="120" fill="${ground}"/>
${motif(theme, ink, accent, n)}
${caption}
${badge}
</svg>`;
}
