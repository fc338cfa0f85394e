import { describe, expect, it } from 'vitest';
import { canonicalJson, hashOf } from '../../src/http/canonical-json.js';

// The one canonical JSON (src/http/canonical-json.ts): the sale dossier's record hashes and
// fingerprint (docs/product.md#sale-dossier), which a buyer's verification hashes again, and the
// Idempotency-Key's request fingerprint both come from it.

describe('canonical JSON', () => {
  it('leaves out undefined in an object, as JSON.stringify does, and writes null for it in an array', () => {
    expect(canonicalJson({ b: 1, a: undefined })).toBe('{"b":1}');
    expect(canonicalJson({ a: undefined, b: 1 })).toBe(canonicalJson({ b: 1 }));
    expect(canonicalJson([1, undefined, null])).toBe('[1,null,null]');
    expect(canonicalJson(undefined)).toBe('null');
  });

  it('orders keys by their UTF-16 code units at every depth (RFC 8785), non-ASCII included', () => {
    expect(canonicalJson({ z: 1, é: 2, A: 3, a: { y: [{ d: 1, c: 2 }], x: 0 } })).toBe(
      '{"A":3,"a":{"x":0,"y":[{"c":2,"d":1}]},"z":1,"é":2}',
    );
    // U+FB00 sorts after the surrogate pair of U+1F600 by code unit (by code point it would not).
    expect(canonicalJson({ '\ufb00': 1, '😀': 2 })).toBe('{"😀":2,"ﬀ":1}');
  });

  it('writes numbers as ECMAScript does (RFC 8785): no negative zero, exponents past 1e21', () => {
    expect(canonicalJson([-0, 1e21, 1e20, 1e-7, 0.1, 48213.5])).toBe(
      '[0,1e+21,100000000000000000000,1e-7,0.1,48213.5]',
    );
  });

  it('escapes strings as JSON does', () => {
    expect(canonicalJson({ 'a"b': 'line\nbreak \u0001 “quoted”' })).toBe(
      '{"a\\"b":"line\\nbreak \\u0001 “quoted”"}',
    );
  });

  // Dossiers made before this helper served both callers must still verify: these are the bytes
  // and hashes the dossier's own canonical JSON gave for the same content.
  it("gives a dossier's fingerprint and a record's hash the same bytes as before", () => {
    const fingerprint = {
      version: 1,
      code: 'VG-7K3M-Q9TX',
      madeAt: '2026-11-28T10:15:00.000Z',
      options: { paper: 'a4', costs: true, notes: false },
      photos: [
        { id: 'p-1', caption: 'Offside, after the respray' },
        { id: 'p-2', caption: null },
      ],
      entries: [
        {
          kind: 'vehicle',
          id: 'v-1',
          title: '1967 Jaguar E-Type',
          date: null,
          hash: 'a'.repeat(64),
          fields: { make: 'b'.repeat(64) },
          enteredAt: '2026-01-02T03:04:05.000Z',
          updatedAt: '2026-01-02T03:04:05.000Z',
        },
        {
          kind: 'maintenance',
          id: 'm-1',
          title: 'Crème polish — “concours”',
          date: '2026-03-01',
          hash: 'c'.repeat(64),
          fields: {},
          enteredAt: '2026-03-01T00:00:00.000Z',
          updatedAt: '2026-03-02T00:00:00.000Z',
          acquisition: undefined,
          until: undefined,
        },
      ],
    };
    expect(canonicalJson(fingerprint)).toBe(
      '{"code":"VG-7K3M-Q9TX","entries":[{"date":null,"enteredAt":"2026-01-02T03:04:05.000Z","fields":{"make":"' +
        'b'.repeat(64) +
        '"},"hash":"' +
        'a'.repeat(64) +
        '","id":"v-1","kind":"vehicle","title":"1967 Jaguar E-Type","updatedAt":"2026-01-02T03:04:05.000Z"},' +
        '{"date":"2026-03-01","enteredAt":"2026-03-01T00:00:00.000Z","fields":{},"hash":"' +
        'c'.repeat(64) +
        '","id":"m-1","kind":"maintenance","title":"Crème polish — “concours”","updatedAt":"2026-03-02T00:00:00.000Z"}],' +
        '"madeAt":"2026-11-28T10:15:00.000Z","options":{"costs":true,"notes":false,"paper":"a4"},' +
        '"photos":[{"caption":"Offside, after the respray","id":"p-1"},{"caption":null,"id":"p-2"}],"version":1}',
    );
    expect(hashOf(fingerprint)).toBe(
      '1e6a0adb1c5695c589b8ec1a206824847f87f5e6ce11401a2be6e241d46e75e7',
    );

    const record = {
      performedOn: '2026-03-01',
      odometer: 48213.5,
      odometerUnit: 'mi',
      category: 'service',
      title: 'Oil',
      notes: undefined,
      performedBy: 'shop',
      shopName: 'Werkstatt Müller',
      labourHours: 1.25,
      partsCost: 0,
      labourCost: -0,
      totalCost: 1e21,
      currency: 'EUR',
      parts: [
        {
          description: 'Filter',
          partNumber: undefined,
          brand: 'Mann',
          quantity: 2,
          unitCost: 12.5,
          source: null,
        },
      ],
    };
    expect(hashOf(record)).toBe('7d363d1c58b446c52e06e24c0bf6df323f4735098b92c149646379cfdbf0cf82');
    // A field a record does not have (picked as undefined) hashes as null, as it always did.
    expect(hashOf(undefined)).toBe(
      '74234e98afe7498fb5daf1f36ac2d78acc339464f950703b8c019892f982b90b',
    );
  });
});
