import { formatStorageSize } from './storage-size.js';

describe('formatStorageSize', () => {
  it('says kilobytes below a megabyte and megabytes with one decimal above', () => {
    expect(formatStorageSize(0)).toBe('0 KB');
    expect(formatStorageSize(348_160)).toBe('340 KB');
    expect(formatStorageSize(13_002_342)).toBe('12.4 MB');
    expect(formatStorageSize(500 * 1024 * 1024)).toBe('500 MB');
  });
});
