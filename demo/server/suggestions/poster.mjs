// Generated poster images: a deterministic SVG per id, coloured from the id, with the label's
// initials. Labels come from the data, so every piece of text is XML-escaped.
import { hashNumber } from './ids.mjs';
import { words } from './text.mjs';

/** @param {string} text */
export function escapeXml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Up to two initials, skipping a leading article: "The Dark Knight" → "DK", "2046" → "2".
 * @param {string} label
 */
export function initials(label) {
  const list = words(label);
  const significant = list.length > 1 && ['the', 'a', 'an'].includes(list[0] ?? '') ? list.slice(1) : list;
  return significant
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase();
}

/**
 * @param {{ id: string, label: string, width: number, height: number }} poster
 */
export function posterSvg({ id, label, width, height }) {
  const hue = hashNumber(id) % 360;
  const size = Math.round(Math.min(width, height) / 3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">
<title>${escapeXml(label)}</title>
<rect width="100%" height="100%" fill="hsl(${hue} 45% 32%)"/>
<rect x="6%" y="6%" width="88%" height="88%" fill="none" stroke="hsl(${hue} 60% 70%)" stroke-width="2"/>
<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${size}" font-weight="700" fill="hsl(${hue} 70% 92%)">${escapeXml(initials(label))}</text>
</svg>
`;
}
