export const SINGLE_PORT: number;
