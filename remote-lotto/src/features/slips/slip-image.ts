// The slip as a PNG drawn in the page (docs/lottery.md, "Sharing and printing a slip"): the
// slip's sheet (components/slip-sheet.ts, the facts the printed receipt carries) laid out as lines
// of text on a white card, then drawn on a canvas. slipImageLayout places every text; drawSlipImage
// writes them; slipImageFile makes the PNG file a phone shares or a computer downloads.
import type { SlipSheet } from '../../components/slip-sheet.ts';

/** The card's width in CSS pixels; the PNG has SCALE times as many, sharp on a phone's screen. */
export const IMAGE_WIDTH = 480;
export const SCALE = 2;
const PADDING = 24;
const RIGHT = IMAGE_WIDTH - PADDING;
/** Where the number column starts, and where the stake column ends (the rate ends at RIGHT). */
const NUMBER_X = PADDING + 150;
const AMOUNT_END = RIGHT - 130;

type Style = 'site' | 'title' | 'body' | 'strong' | 'number' | 'void' | 'muted';
const STYLES: Record<Style, { size: number; bold: boolean; colour: string }> = {
  /** In the theme's primary colour (the look argument of drawSlipImage). */
  site: { size: 16, bold: true, colour: '' },
  title: { size: 22, bold: true, colour: '#111' },
  body: { size: 15, bold: false, colour: '#111' },
  strong: { size: 16, bold: true, colour: '#111' },
  number: { size: 18, bold: true, colour: '#111' },
  void: { size: 16, bold: true, colour: '#cf1322' },
  muted: { size: 13, bold: true, colour: '#666' },
};

export interface DrawnText {
  text: string;
  /** Where the text starts (align start) or ends (align end), and its baseline, in CSS pixels. */
  x: number;
  y: number;
  align: 'start' | 'end';
  style: Style;
}

export interface SlipImageLayout {
  width: number;
  height: number;
  texts: DrawnText[];
  /** The heights of the dashed rules between the parts. */
  rules: number[];
}

/** Every text of the slip's image, top to bottom, and the image's size. */
export function slipImageLayout(sheet: SlipSheet): SlipImageLayout {
  const texts: DrawnText[] = [];
  const rules: number[] = [];
  let y = PADDING;
  /** One line: its texts on a common baseline, then the height the line takes. */
  const line = (style: Style, ...parts: Omit<DrawnText, 'y' | 'style'>[]) => {
    const { size } = STYLES[style];
    y += size;
    for (const part of parts) texts.push({ ...part, y, style });
    y += Math.round(size * 0.6);
  };
  const start = (text: string, x = PADDING) => ({ text, x, align: 'start' as const });
  const end = (text: string, x = RIGHT) => ({ text, x, align: 'end' as const });
  const rule = () => {
    y += 4;
    rules.push(y);
    y += 8;
  };

  line('site', start(sheet.site));
  line('title', start(sheet.lottoName));
  for (const { label, value } of sheet.facts) line('body', start(label), end(value));
  if (sheet.voided) line('void', start(sheet.voided));
  rule();
  const { columns } = sheet;
  line('muted', start(columns.type), start(columns.number, NUMBER_X), end(columns.amount, AMOUNT_END), end(columns.rate));
  for (const item of sheet.items) {
    line('number', start(item.type), start(item.number, NUMBER_X), end(item.amount, AMOUNT_END), end(item.rate));
  }
  rule();
  for (const { label, value, strong } of sheet.totals) line(strong ? 'strong' : 'body', start(label), end(value));
  if (sheet.note) line('body', start(sheet.note));
  return { width: IMAGE_WIDTH, height: y + PADDING, texts, rules };
}

/** What drawing needs of a canvas: its size and a 2D context (a real canvas, or a test's fake). */
export interface CanvasLike {
  width: number;
  height: number;
  getContext(kind: '2d'): Pick<
    CanvasRenderingContext2D,
    'scale' | 'fillStyle' | 'strokeStyle' | 'fillRect' | 'font' | 'textAlign' | 'fillText' | 'setLineDash' | 'beginPath' | 'moveTo' | 'lineTo' | 'stroke'
  > | null;
}

/** The page's font and the theme's primary colour, which the site's name is written in. */
export interface SlipImageLook {
  fontFamily: string;
  primary: string;
}

/** Draws the slip on the canvas, SCALE device pixels to each CSS pixel, in the page's look. */
export function drawSlipImage(canvas: CanvasLike, sheet: SlipSheet, { fontFamily, primary }: SlipImageLook): SlipImageLayout {
  const layout = slipImageLayout(sheet);
  canvas.width = layout.width * SCALE;
  canvas.height = layout.height * SCALE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas to draw the slip on');
  context.scale(SCALE, SCALE);
  context.fillStyle = '#fff';
  context.fillRect(0, 0, layout.width, layout.height);
  context.strokeStyle = '#bbb';
  context.setLineDash([4, 4]);
  for (const y of layout.rules) {
    context.beginPath();
    context.moveTo(PADDING, y);
    context.lineTo(RIGHT, y);
    context.stroke();
  }
  for (const { text, x, y, align, style } of layout.texts) {
    const { size, bold, colour } = STYLES[style];
    context.font = `${bold ? '700 ' : ''}${size}px ${fontFamily}`;
    context.fillStyle = style === 'site' ? primary : colour;
    context.textAlign = align;
    context.fillText(text, x, y);
  }
  return layout;
}

/** The slip's PNG, named after the slip ("slip-42.png"). */
export async function slipImageFile(sheet: SlipSheet, slipId: string, primary: string): Promise<File> {
  const canvas = document.createElement('canvas');
  await document.fonts.ready;
  drawSlipImage(canvas, sheet, { fontFamily: getComputedStyle(document.body).fontFamily, primary });
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The slip image could not be made');
  return new File([blob], `slip-${slipId}.png`, { type: 'image/png' });
}
