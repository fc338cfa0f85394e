// This remote's build against the federation contract (shared/federation/check-contract.js).
import { testRemoteContract } from '@vg/shared/federation/contract-test.mjs';

testRemoteContract('community', import.meta.url);
