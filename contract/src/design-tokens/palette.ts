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
