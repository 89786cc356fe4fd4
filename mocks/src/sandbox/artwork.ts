// The sandbox's own pictures (issue 28): every image the seeded world shows is drawn here and served by the
// gateway under /__sandbox/media/seed/<kind>/<name>.svg, never from a host that does not exist. Each picture is
// vector artwork drawn from its path, the same for the same path and varied between paths: covers (featured
// items, news, about, chair message, networks, resources), award badges, sponsor logos and avatars with
// initials. Plain SVG with no script, link or external reference (it is shown through <img>).
import { hash32 } from './rng.ts';

/** The kinds of seeded picture (the folder under `seed/`). */
export const ARTWORK_KINDS = ['covers', 'people', 'awards', 'sponsors'] as const;
/** The kinds a storage path names (documents are PDFs, the rest SVG pictures). */
export type SeedMediaKind = ArtworkKind | 'documents';
export type ArtworkKind = (typeof ARTWORK_KINDS)[number];

/** The storage path of a seeded picture, `seed/<kind>/<name>.svg`, or document, `seed/documents/<name>.pdf` (mediaUrl makes the address). */
export function artworkPath(kind: SeedMediaKind, name: string): string {
  const slug = name
    .replace(/\.pdf$/i, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `seed/${kind}/${slug || 'picture'}.${kind === 'documents' ? 'pdf' : 'svg'}`;
}

const PALETTES: readonly (readonly [string, string, string, string])[] = [
  ['#1B2A4A', '#2F4F7F', '#C9A227', '#F4EBD0'],
  ['#0F3D3E', '#1F6F6B', '#E07A5F', '#F2E9E4'],
  ['#2D1E2F', '#5E3A5E', '#F2A65A', '#F7E1D7'],
  ['#102A43', '#486581', '#F0B429', '#D9E2EC'],
  ['#1E3A2F', '#3D7A5A', '#E9C46A', '#EDF6F0'],
  ['#3A1C1C', '#7A3E3E', '#E9B872', '#FBEFE1'],
  ['#14213D', '#3C5A99', '#FCA311', '#E5E5E5'],
  ['#22333B', '#5E503F', '#C6AC8F', '#EAE0D5'],
];

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);

/** The words of a picture's name (`amara-okafor.svg` -> Amara Okafor). */
function wordsOf(path: string): string[] {
  const base = path.split('/').pop() ?? '';
  return base
    .replace(/\.[a-z0-9]+$/i, '')
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1));
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** A landscape: a sky gradient, a sun and three ranges of hills, from the path's hash. */
function cover(path: string): string {
  const seed = hash32(path);
  const [deep, mid, accent, light] = PALETTES[seed % PALETTES.length] as readonly [string, string, string, string];
  const w = 960;
  const h = 540;
  const ridge = (base: number, amplitude: number, phase: number) => {
    const points: string[] = [];
    for (let x = 0; x <= w; x += 48) {
      const y = base + Math.sin(x / 130 + phase) * amplitude + Math.sin(x / 57 + phase * 2) * amplitude * 0.35;
      points.push(`${x},${y.toFixed(1)}`);
    }
    return `M0,${h} L${points.join(' L')} L${w},${h} Z`;
  };
  const sunX = 160 + (seed % 640);
  const sunY = 120 + ((seed >>> 8) % 90);
  return svg(
    w,
    h,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${accent}" stop-opacity="0.55"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#sky)"/>` +
      `<circle cx="${sunX}" cy="${sunY}" r="${56 + (seed % 30)}" fill="${accent}" opacity="0.9"/>` +
      `<path d="${ridge(300, 36, seed % 7)}" fill="${mid}" opacity="0.55"/>` +
      `<path d="${ridge(360, 30, (seed >>> 3) % 5)}" fill="${mid}"/>` +
      `<path d="${ridge(430, 22, (seed >>> 5) % 9)}" fill="${deep}"/>`,
  );
}

/** An avatar: the initials of the name on a coloured disc. */
function person(path: string): string {
  const seed = hash32(path);
  const [deep, , accent, light] = PALETTES[seed % PALETTES.length] as readonly [string, string, string, string];
  const words = wordsOf(path).filter((w) => !/\d/.test(w));
  const initials = ((words[0]?.[0] ?? '') + (words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
  return svg(
    192,
    192,
    `<rect width="192" height="192" fill="${deep}"/><circle cx="96" cy="96" r="84" fill="${seed % 2 ? accent : light}" opacity="0.25"/>` +
      `<text x="96" y="96" dy="0.35em" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="72" fill="${light}">${escapeXml(initials)}</text>`,
  );
}

/** An award badge: a rosette with a star and two ribbons. */
function award(path: string): string {
  const seed = hash32(path);
  const [deep, mid, accent, light] = PALETTES[seed % PALETTES.length] as readonly [string, string, string, string];
  const star = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 ? 18 : 42;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${(96 + r * Math.cos(a)).toFixed(1)},${(86 + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  return svg(
    192,
    192,
    `<rect width="192" height="192" fill="${light}"/>` +
      `<path d="M70,120 L52,180 L76,168 L88,190 L100,130 Z" fill="${mid}"/><path d="M122,120 L140,180 L116,168 L104,190 L92,130 Z" fill="${deep}"/>` +
      `<circle cx="96" cy="86" r="66" fill="${accent}"/><circle cx="96" cy="86" r="56" fill="none" stroke="${light}" stroke-width="3" stroke-dasharray="6 5"/>` +
      `<polygon points="${star}" fill="${light}"/>`,
  );
}

/** A sponsor's logo: a geometric mark and the sponsor's name. */
function sponsor(path: string): string {
  const seed = hash32(path);
  const [deep, mid, accent, light] = PALETTES[seed % PALETTES.length] as readonly [string, string, string, string];
  const name = wordsOf(path).join(' ').slice(0, 22);
  const marks = [
    `<circle cx="48" cy="48" r="26" fill="${accent}"/><circle cx="64" cy="48" r="26" fill="${mid}" opacity="0.8"/>`,
    `<rect x="24" y="24" width="48" height="48" rx="10" fill="${accent}" transform="rotate(45 48 48)"/>`,
    `<polygon points="48,18 80,74 16,74" fill="${accent}"/><polygon points="48,40 66,74 30,74" fill="${mid}"/>`,
  ];
  return svg(
    320,
    96,
    `<rect width="320" height="96" rx="12" fill="${light}"/>${marks[seed % marks.length]}` +
      `<text x="100" y="48" dy="0.35em" font-family="Helvetica, Arial, sans-serif" font-size="22" font-weight="700" fill="${deep}">${escapeXml(name)}</text>`,
  );
}

/** The SVG of a seeded picture path (`seed/<kind>/<name>.svg`), or undefined for another path. */
export function artworkSvg(path: string): string | undefined {
  const match = /^seed\/([a-z]+)\/[^/]+\.svg$/.exec(path);
  switch (match?.[1]) {
    case 'covers':
      return cover(path);
    case 'people':
      return person(path);
    case 'awards':
      return award(path);
    case 'sponsors':
      return sponsor(path);
    default:
      return undefined;
  }
}

/**
 * A seeded document (`seed/documents/<name>.pdf`): a one-page PDF whose heading is the document's name, so a
 * member who opens a seeded attachment gets a document, not an error. Undefined for another path.
 */
export function documentPdf(path: string): Uint8Array | undefined {
  if (!/^seed\/documents\/[^/]+\.pdf$/.test(path)) return undefined;
  const title = wordsOf(path).join(' ').replace(/[()\\]/g, '') || 'Document';
  const content = `BT /F1 24 Tf 72 720 Td (${title}) Tj ET BT /F1 12 Tf 72 690 Td (A document of the Connect sandbox.) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}
