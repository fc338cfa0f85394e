/**
 * Successful API answers wrap their payload in `{ data }`; docs/product.md#api-client also allows the payload
 * as the body itself. Returns whichever the server sent.
 */
export function unwrapData<T>(body: unknown): T {
  if (typeof body === 'object' && body !== null && 'data' in body) {
    return (body as { data: T }).data;
  }
  return body as T;
}
