// Fonts for the PDF. A Unicode TrueType family from the host (DejaVu or Liberation, present on most Linux systems)
// covers accented, Greek and Cyrillic names; without one, PDFKit's built-in Helvetica is used and text is reduced to
// what its WinAnsi encoding can show.
import { existsSync } from 'node:fs';

export interface PdfFonts {
  regular: string;
  bold: string;
  italic: string;
  /** Makes text safe for these fonts. */
  printable: (text: string) => string;
}

const FAMILIES = [
  {
    regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
    bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
    italic: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf',
  },
  {
    regular: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
    bold: '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
    italic: '/usr/share/fonts/truetype/liberation/LiberationSans-Italic.ttf',
  },
];

// Characters above U+00FF that WinAnsi (Windows-1252) still has.
const WIN_ANSI_EXTRAS = new Set(
  [
    0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x017d,
    0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x017e,
    0x0178,
  ].map((c) => String.fromCodePoint(c)),
);

/** Keeps WinAnsi characters, strips accents the encoding lacks ('ő' -> 'o'), and shows anything else as '?'. */
export function fitWinAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code <= 0xff || WIN_ANSI_EXTRAS.has(ch)) {
      out += ch;
      continue;
    }
    const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
    out += base && [...base].every((c) => c.codePointAt(0)! <= 0xff) ? base : '?';
  }
  return out;
}

let cached: PdfFonts | undefined;

export function pdfFonts(): PdfFonts {
  if (cached) return cached;
  const family = FAMILIES.find((f) => existsSync(f.regular) && existsSync(f.bold) && existsSync(f.italic));
  cached = family
    ? { ...family, printable: (t) => t }
    : { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique', printable: fitWinAnsi };
  return cached;
}
