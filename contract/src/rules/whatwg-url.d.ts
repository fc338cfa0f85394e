// The WHATWG URL parser is a global of browsers and of Node alike, which are the two places the
// rules run; the contract's own lib (ES only, so that no rule leans on one of them) does not name it.
// Only what the rules read of it.
declare class URL {
  constructor(url: string, base?: string | URL);
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}
