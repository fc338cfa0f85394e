// Status tones: each has a tinted background, a text colour and a border, and is always shown
// with an icon or a word as well, never by colour alone. In two schemes: what a style reads is
// `tones` (index.ts, custom properties); these are their values.
import { darkPalette, palette } from './palette.js';

export interface Tone {
  bg: string;
  fg: string;
  border: string;
}

export type ToneName = 'info' | 'success' | 'warning' | 'error' | 'neutral';

export const lightTones: Record<ToneName, Tone> = {
  info: { bg: '#e6eef5', fg: '#1d4666', border: '#a9c2d8' },
  success: { bg: '#e5f0e6', fg: '#1f5130', border: '#a8c9ad' },
  warning: { bg: '#fbf0d9', fg: '#6b4a0c', border: '#e0c48a' },
  error: { bg: '#f9e3e1', fg: palette.signalRedDeep, border: '#e3aaa5' },
  neutral: { bg: palette.paperSunken, fg: palette.ink, border: palette.hairline },
};

/** Deep tints of each tone's hue on the warm near-black page, their words in a pale shade of it. */
export const darkTones: Record<ToneName, Tone> = {
  info: { bg: '#1a2935', fg: '#a9cbe8', border: '#41617a' },
  success: { bg: '#1a2a1f', fg: '#a6d3b0', border: '#46694f' },
  warning: { bg: '#30260f', fg: '#ebc777', border: '#735b27' },
  error: { bg: '#381a18', fg: '#f4aca5', border: '#81403a' },
  neutral: { bg: darkPalette.sunken, fg: darkPalette.cream, border: darkPalette.hairline },
};
