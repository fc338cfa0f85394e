// This remote's build against the federation interface (shared/federation/check-remote-interface.js).
import { testRemoteInterface } from '@vg/shared/federation/remote-interface-test.mjs';

testRemoteInterface('account', import.meta.url);
