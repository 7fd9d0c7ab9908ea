import { qrCode } from './qrCode';

const QUIET_ZONE = 4; // modules of light margin that readers need around a code

/** The text as a QR code drawn in SVG; decorative, as the text beside it says what it is for. */
export function QrCodeImage({ text, size }: { text: string; size: number }) {
  const code = qrCode(text);
  if (!code) return null;
  const side = code.size + 2 * QUIET_ZONE;
  const modules = code.dark.flatMap((isDark, i) =>
    isDark ? [`M${(i % code.size) + QUIET_ZONE} ${Math.floor(i / code.size) + QUIET_ZONE}h1v1h-1z`] : [],
  );
  return (
    <svg className="qr" width={size} height={size} viewBox={`0 0 ${side} ${side}`} aria-hidden="true" shapeRendering="crispEdges">
      <rect width={side} height={side} fill="#fff" />
      <path d={modules.join('')} fill="#000" />
    </svg>
  );
}
