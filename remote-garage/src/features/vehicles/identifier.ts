// How the garage's screens name identifier kinds; the rules themselves are the contract's
// (@vg/contract/rules), the same ones the API decides with.
import type { IdentifierKind } from '@vg/contract/rules';

export const IDENTIFIER_KIND_LABELS: Record<IdentifierKind, string> = {
  vin: 'VIN (17 characters, 1981 on)',
  serial: "Maker's serial number (before 1981)",
  chassis: 'Chassis or frame number',
  none: 'No number known',
};
