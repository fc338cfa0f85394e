// The raw colours of the "workshop logbook" (docs/adr/0023-design-tokens.md): the one place a
// colour is written. The kit and the API's pages, mail and PDF read them by role (`color`, `tones`,
// …), so a palette change is one edit here. The API's design-tokens.test.ts refuses a colour
// written anywhere else in its source; shared's theme.test.ts checks every text pair for WCAG AA.
export const palette = {
  racingGreen: '#1f4d3a',
  racingGreenDeep: '#173b2c',
  racingGreenSoft: '#3a6b55',
  leafGreen: '#1f6b45',
  paper: '#f7f2e7',
  paperRaised: '#fffdf8',
  paperSunken: '#efe8d8',
  ink: '#2b2622',
  inkMuted: '#5e554b',
  hairlineFaint: '#e6dfcf',
  hairline: '#d9d0bf',
  hairlineStrong: '#b8ab93',
  brass: '#c9973f',
  brassPrint: '#9a7628',
  brassDeep: '#8a5d12',
  signalRed: '#b3261e',
  signalRedDeep: '#8c1d18',
  rust: '#a3231b',
  white: '#ffffff',
} as const;

/**
 * The same logbook read at night (docs/product.md#appearance): a near-black warm grey page, cream
 * ink, and racing green, brass and red lifted until they read on it. Chosen once here; the roles in
 * index.ts pair each light colour with its dark one, and the theme test checks both.
 */
export const darkPalette = {
  page: '#1b1815',
  surface: '#25211d',
  sunken: '#141210',
  cream: '#f2ead9',
  creamMuted: '#bdb19e',
  hairlineFaint: '#2f2a25',
  hairline: '#3b352f',
  hairlineStrong: '#5a5148',
  control: '#8a7e6d',
  green: '#86c2a2',
  greenHover: '#a3d4b9',
  greenSoft: '#5f9c7e',
  greenBar: '#1f4d3a',
  leaf: '#8fd1a8',
  brass: '#d4a550',
  brassText: '#dcb168',
  brassDeep: '#a8823e',
  red: '#f08a80',
  redHover: '#f5aba3',
  rust: '#f4a097',
  rustDeep: '#c2665c',
} as const;
