/**
 * A coupon's QR code as a matrix of modules (qrcode-generator: pure JS, no canvas), for the printer to draw as filled
 * squares. Byte mode, error correction M, the smallest version that holds the text.
 */
import qrcode from 'qrcode-generator';

export interface QrMatrix {
  /** Modules per side. */
  size: number;
  /** The dark modules, [row, column] from the top left. */
  dark: [number, number][];
}

export function qrMatrix(text: string): QrMatrix {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const size = qr.getModuleCount();
  const dark: [number, number][] = [];
  for (let row = 0; row < size; row++) for (let col = 0; col < size; col++) if (qr.isDark(row, col)) dark.push([row, col]);
  return { size, dark };
}
