import { ApiError, setToken } from '@vg/shared';
import { makeDossier, type DossierProgress } from './make-dossier';

/**
 * A PDF answer arriving in pieces, with its length, as the API sends it: a stand-in with just what
 * the page reads (the test environment's Response has no readable body).
 */
function pdfAnswer(pieces: number[]) {
  const total = pieces.reduce((sum, size) => sum + size, 0);
  const headers: Record<string, string> = {
    'content-type': 'application/pdf',
    'content-length': String(total),
    'content-disposition': 'attachment; filename="sale-dossier-1962-jaguar-XB08TB6AXZM8.pdf"',
    'x-dossier-code': 'XB08TB6AXZM8',
  };
  const queue = pieces.map((size) => new Uint8Array(size));
  return {
    ok: true,
    status: 201,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    body: {
      getReader: () => ({
        read: async () => {
          const value = queue.shift();
          return value ? { done: false, value } : { done: true, value: undefined };
        },
      }),
    },
  };
}

describe('makeDossier', () => {
  const realFetch = window.fetch;
  afterEach(() => {
    window.fetch = realFetch;
  });

  it('reports each piece received against the answer’s length, then hands over the whole file', async () => {
    window.fetch = jest.fn().mockResolvedValue(pdfAnswer([1000, 3000, 6000]));
    const progress: DossierProgress[] = [];
    const made = await makeDossier('v1', { paper: 'A4' }, (step) => progress.push(step));
    expect(progress).toEqual([
      { received: 0, total: 10000 },
      { received: 1000, total: 10000 },
      { received: 4000, total: 10000 },
      { received: 10000, total: 10000 },
    ]);
    expect(made.code).toBe('XB08TB6AXZM8');
    expect(made.fileName).toBe('sale-dossier-1962-jaguar-XB08TB6AXZM8.pdf');
    expect(made.pdf.size).toBe(10000);
    expect(made.pdf.type).toBe('application/pdf');
  });

  it('asks as every API call does: the car’s operation, the member’s token, the choices as JSON', async () => {
    setToken('jwt-keeper');
    const fetchMock = jest.fn().mockResolvedValue(pdfAnswer([10]));
    window.fetch = fetchMock;
    await makeDossier('v 1', { paper: 'Letter', costs: true }, () => undefined);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${window.location.origin}/api/v1/vehicles/v%201/dossiers`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ paper: 'Letter', costs: true });
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer jwt-keeper',
      'Content-Type': 'application/json',
      'Cache-Control': 'no-cache',
    });
  });

  it('fails as the API client’s calls fail: an ApiError with the server’s words and fields', async () => {
    window.fetch = jest.fn().mockResolvedValue(
      new Response(
        JSON.stringify({
          error: { message: 'Choose at most 24 photos', fields: { photoIds: 'At most 24' } },
        }),
        { status: 422, statusText: 'Unprocessable Entity' },
      ),
    );
    const failure = await makeDossier('v1', { paper: 'A4' }, () => undefined).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 422,
      message: 'Choose at most 24 photos',
      fields: { photoIds: 'At most 24' },
    });
  });
});
