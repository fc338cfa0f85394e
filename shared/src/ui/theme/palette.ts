// The raw colours of the "workshop logbook". Components never read these directly: they go
// through `theme.color` / `theme.tone`, so a palette change is one edit here. Every text pair
// is checked for WCAG AA (>= 4.5:1) in theme.test.ts.
export const palette = {
  racingGreen: '#1f4d3a',
  racingGreenDeep: '#173b2c',
  racingGreenSoft: '#3a6b55',
  paper: '#f7f2e7',
  paperRaised: '#fffdf8',
  paperSunken: '#efe8d8',
  ink: '#2b2622',
  inkMuted: '#5e554b',
  hairline: '#d9d0bf',
  hairlineStrong: '#b8ab93',
  brass: '#c9973f',
  brassDeep: '#8a5d12',
  signalRed: '#b3261e',
  signalRedDeep: '#8c1d18',
  white: '#ffffff',
} as const;
