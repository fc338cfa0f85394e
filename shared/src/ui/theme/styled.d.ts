import 'styled-components';
import type { Theme } from './theme';

// Every styled component sees the Vintage Garage theme, typed, through `props.theme`.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
