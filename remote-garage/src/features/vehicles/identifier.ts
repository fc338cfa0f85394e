// How the garage's screens name identifier kinds: the contract's labels (@vg/contract/rules), the
// same ones the API's rendered page names a car's number with.
export { IDENTIFIER_KIND_LABELS } from '@vg/contract/rules';
