/**
 * A QR code as an inline SVG (qrcode-generator makes the matrix; error correction M, so a card
 * with a coffee ring still scans): the table cards carry each table's join link, which opens the
 * table device's page with the code and, in the fragment, the PIN.
 *
 * ```tsx
 * <QrCode text="https://club.example/j/K7QXM2#4821" label="Table 3" />
 * ```
 */
import qrcode from 'qrcode-generator';

/** The dark modules of `text` as one SVG path (`M x y h1 v1 h-1 z` per module) and its size. */
export function qrPath(text: string): { readonly size: number; readonly d: string } {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const n = qr.getModuleCount();
  const parts: string[] = [];
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) parts.push(`M${c} ${r}h1v1h-1z`);
  return { size: n, d: parts.join('') };
}

/** A QR code of `text`, four modules of quiet zone around it (ISO/IEC 18004 §6.3.8). */
export function QrCode({
  text,
  label,
  size = 120,
}: {
  readonly text: string;
  readonly label: string;
  readonly size?: number;
}) {
  const { size: n, d } = qrPath(text);
  return (
    <svg
      className="qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`-4 -4 ${n + 8} ${n + 8}`}
      shapeRendering="crispEdges"
    >
      <rect x={-4} y={-4} width={n + 8} height={n + 8} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
