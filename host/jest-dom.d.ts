// Types for the DOM matchers (toBeInTheDocument, toBeDisabled...) that test/setup-tests.ts
// installs at run time; tsconfig picks up root *.d.ts files.
/// <reference types="@testing-library/jest-dom" />
