const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid in its text form: what an id of ours always is, checked before it reaches a `::uuid`. */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);
