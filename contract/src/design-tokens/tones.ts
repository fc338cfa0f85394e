// Status tones: each has a tinted background, a text colour and a border, and is always shown
// with an icon or a word as well, never by colour alone.
import { palette } from './palette.js';

export interface Tone {
  bg: string;
  fg: string;
  border: string;
}

export type ToneName = 'info' | 'success' | 'warning' | 'error' | 'neutral';

export const tones: Record<ToneName, Tone> = {
  info: { bg: '#e6eef5', fg: '#1d4666', border: '#a9c2d8' },
  success: { bg: '#e5f0e6', fg: '#1f5130', border: '#a8c9ad' },
  warning: { bg: '#fbf0d9', fg: '#6b4a0c', border: '#e0c48a' },
  error: { bg: '#f9e3e1', fg: palette.signalRedDeep, border: '#e3aaa5' },
  neutral: { bg: palette.paperSunken, fg: palette.ink, border: palette.hairline },
};
