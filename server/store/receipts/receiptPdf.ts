// The receipt as a PDF (pdfkit): the same qualified invoice (適格請求書) the page shows —
// seller and registration number, date, order number, lines with their tax rate (※ for
// the reduced rate), the total and the tax per rate. Japanese needs a CJK font: the one
// named by RECEIPT_FONT_PATH, else Noto Sans CJK where Debian/Ubuntu install it
// (fonts-noto-cjk); without one, the PDF is written in English with the built-in font.
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { taxBreakdown } from '../../../common/consumptionTax';
import type { Language } from '../../graphql/language';
import { pickLocalized } from '../../graphql/language';
import type { LocalizedText } from '../../platform/tables';

const CJK_FONTS = [
  {
    path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
    family: 'NotoSansCJKjp-Regular',
  },
  { path: '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKjp-Regular' },
];

function cjkFont(): { path: string; family?: string } | null {
  const configured = process.env.RECEIPT_FONT_PATH;
  if (configured && existsSync(configured)) return { path: configured };
  return CJK_FONTS.find((font) => existsSync(font.path)) ?? null;
}

export interface ReceiptPdfInput {
  language: Language;
  orderNumber: string;
  issuedAt: Date;
  seller: {
    name: LocalizedText;
    registrationNumber: string;
    address: LocalizedText;
    email: string;
  };
  lines: { name: LocalizedText; unitPrice: number; quantity: number; taxRatePercent: number }[];
}

const words = {
  ja: {
    title: '領収書（適格請求書）',
    order: '注文番号',
    date: '発行日',
    item: '品目',
    qty: '数量',
    amount: '金額（税込）',
    total: '合計（税込）',
    taxOf: (rate: number) => `${rate}%対象`,
    taxIn: '消費税',
    reduced: '※ は軽減税率（8%）対象',
    registration: '登録番号',
  },
  en: {
    title: 'Receipt (qualified invoice)',
    order: 'Order number',
    date: 'Issued',
    item: 'Item',
    qty: 'Qty',
    amount: 'Amount (tax incl.)',
    total: 'Total (tax incl.)',
    taxOf: (rate: number) => `${rate}% items`,
    taxIn: 'consumption tax',
    reduced: '※ reduced tax rate (8%)',
    registration: 'Registration number',
  },
} as const;

const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;

export function renderReceiptPdf(input: ReceiptPdfInput): Promise<Buffer> {
  const font = cjkFont();
  // Without a CJK font the Japanese text cannot be drawn: the PDF is in English.
  const language: Language = font ? input.language : 'en';
  const w = words[language];
  const pick = (text: LocalizedText) => pickLocalized(text, language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${w.title} ${input.orderNumber}` },
  });
  if (font) {
    doc.registerFont('body', font.path, font.family);
    doc.font('body');
  } else {
    doc.font('Helvetica');
  }
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );

  doc.fontSize(20).text(w.title);
  doc.moveDown(0.5).fontSize(10);
  doc.text(`${w.order}: ${input.orderNumber}`);
  // Dated in Japan time, as the order number is.
  const japanDate = new Date(input.issuedAt.getTime() + 9 * 60 * 60 * 1000);
  doc.text(`${w.date}: ${japanDate.toISOString().slice(0, 10)}`);
  doc.moveDown();

  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const row = (item: string, qty: string, amount: string) => {
    const y = doc.y;
    doc.text(item, left, y, { width: 300 });
    const after = doc.y;
    doc.text(qty, left + 310, y, { width: 50, align: 'right' });
    doc.text(amount, left + 370, y, { width: right - left - 370, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = left;
  };
  row(w.item, w.qty, w.amount);
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(right, doc.y + 2)
    .stroke();
  doc.moveDown(0.5);
  for (const line of input.lines)
    row(
      `${pick(line.name)}${line.taxRatePercent === 8 ? ' ※' : ''}`,
      String(line.quantity),
      yen(line.unitPrice * line.quantity),
    );
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(right, doc.y + 2)
    .stroke();
  doc.moveDown(0.5);
  const total = input.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  doc.fontSize(12);
  row(w.total, '', yen(total));
  doc.fontSize(10);
  for (const rate of taxBreakdown(input.lines))
    row(
      `${w.taxOf(rate.ratePercent)} ${yen(rate.taxableTotal)}`,
      '',
      `${w.taxIn} ${yen(rate.tax)}`,
    );
  if (input.lines.some((line) => line.taxRatePercent === 8)) doc.text(w.reduced);
  doc.moveDown(2);
  doc.fontSize(11).text(pick(input.seller.name));
  doc.fontSize(10).text(`${w.registration}: ${input.seller.registrationNumber}`);
  doc.text(pick(input.seller.address));
  doc.text(input.seller.email);
  doc.end();
  return done;
}
