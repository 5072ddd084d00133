// The table card's QR code (issue 24 "Join by QR code"): the matrix comes from qrcode-generator;
// here, that the path draws it module by module and grows with the text.
import { describe, expect, it } from 'vitest';
import qrcode from 'qrcode-generator';
import { qrPath } from './QrCode.js';

describe('qrPath', () => {
  it('draws exactly the dark modules of the code', () => {
    const text = 'http://127.0.0.1:3000/j/K7QXM2#4821';
    const qr = qrcode(0, 'M');
    qr.addData(text);
    qr.make();
    let dark = 0;
    for (let r = 0; r < qr.getModuleCount(); r++)
      for (let c = 0; c < qr.getModuleCount(); c++) if (qr.isDark(r, c)) dark++;
    const { size, d } = qrPath(text);
    expect(size).toBe(qr.getModuleCount());
    expect(d.match(/M/g)).toHaveLength(dark);
    expect(d.startsWith('M0 0h1v1h-1z')).toBe(true); // the top-left finder pattern's corner
  });

  it('takes a larger version for a longer link', () => {
    expect(qrPath('x'.repeat(120)).size).toBeGreaterThan(qrPath('http://a/j/K7QXM2#4821').size);
  });
});
