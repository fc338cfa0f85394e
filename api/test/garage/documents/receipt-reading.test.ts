import { describe, expect, it } from 'vitest';
import { readReceipt } from '../../../src/features/garage/documents/receipt-reading.js';

// "Make a record from this" (docs/product.md#papers): the date, total and supplier a receipt's
// text gives, as pdftotext or OCR wrote it; null wherever the text gives nothing to trust.

const invoice = `
Weber Motors Ltd                               Invoice No 20931
12 Mill Lane, Banbury OX16 2AA
Tel 01295 123456

Date: 14/03/1998

Rebuild twin Weber 40 DCOE carburettors      2      £180.00
Gasket set                                   1       £24.50
Subtotal                                            £204.50
VAT 17.5%                                            £35.79
Total                                               £240.29
`;

describe('reading a receipt', () => {
  it('finds its date, its total beside the word Total and its supplier', () => {
    expect(readReceipt(invoice)).toEqual({
      date: '1998-03-14',
      total: 240.29,
      currency: 'GBP',
      supplier: 'Weber Motors Ltd',
    });
  });

  it.each([
    ['1998-03-14', '1998-03-14'],
    ['14/03/1998', '1998-03-14'],
    ['03/04/1998', '1998-04-03'],
    ['03/14/1998', '1998-03-14'],
    ['14.03.1998', '1998-03-14'],
    ['14 March 1998', '1998-03-14'],
    ['14. März 1998', '1998-03-14'],
    ['14 mars 1998', '1998-03-14'],
    ['March 14, 1998', '1998-03-14'],
    ['Mar 14th 1998', '1998-03-14'],
  ])('reads the date written %s', (written, iso) => {
    expect(readReceipt(`Garage\nInvoice date ${written}\nTotal 10.00`).date).toBe(iso);
  });

  it('takes no impossible day for a date', () => {
    expect(readReceipt('Date 31/02/1998\n45/13/1998').date).toBeNull();
  });

  it.each([
    ['Amount due: 1,250.00 EUR', 1250, 'EUR'],
    ['Gesamtbetrag 1.250,00 €', 1250, 'EUR'],
    ['Summe EUR 85,50', 85.5, 'EUR'],
    ['Total TTC 1 250,00 €', 1250, 'EUR'],
    ['Totale € 99,90', 99.9, 'EUR'],
    ["Total CHF 1'250.50", 1250.5, 'CHF'],
    ['TOTAL $49.95', 49.95, 'USD'],
  ])('reads the total on “%s”', (line, total, currency) => {
    expect(readReceipt(`Atelier Rossi\n${line}`)).toMatchObject({ total, currency });
  });

  it('prefers Total TTC to Total HT, and never a subtotal or the VAT', () => {
    const text =
      'Garage Dupont\nTotal HT 100,00 €\nTVA 20,00 €\nTotal TTC 120,00 €\nSous-total 5,00';
    expect(readReceipt(text)).toMatchObject({ total: 120, currency: 'EUR' });
  });

  it('takes the largest amount when no line says Total, and the currency the text uses', () => {
    const text = 'Classic Spares\nBrake pads   £32.00\nDiscs 64.00\nPaid by card';
    expect(readReceipt(text)).toMatchObject({ total: 64, currency: 'GBP' });
  });

  it('takes no date, part number, year or phone number for an amount', () => {
    expect(readReceipt('Part 40 DCOE 151\nTel 01295 123456\n14.03.1998').total).toBeNull();
  });

  it('skips headings, dates, amounts and addresses looking for the supplier', () => {
    const text =
      'INVOICE\n14/03/1998\n£20.00\n12 Mill Lane\nCoventry Classic Restorations\nTotal £20.00';
    expect(readReceipt(text).supplier).toBe('Coventry Classic Restorations');
  });

  it('answers nulls for a paper that says nothing of the kind', () => {
    expect(readReceipt(null)).toEqual({ date: null, total: null, currency: null, supplier: null });
    expect(readReceipt('1234 5678\n----')).toEqual({
      date: null,
      total: null,
      currency: null,
      supplier: null,
    });
  });
});
