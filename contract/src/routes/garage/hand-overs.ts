import {
  AcceptedHandOver,
  HandOver,
  HandOverCodeParams,
  HandOverInput,
  StartedHandOver,
} from '../../garage/hand-overs.js';
import { VehicleIdParams } from '../../garage/common.js';
import { DataOf, withErrors } from '../../http.js';
import { defineRoutes } from '../route-spec.js';

// A car handed to its new keeper with its history.

export const handOverRouteTable = defineRoutes({
  'POST /vehicles/:vehicleId/hand-overs': {
    tags: ['hand-overs'],
    summary:
      'Offer the car to its new keeper: answers a one-time code and link, valid 14 days (an open offer of the car is withdrawn)',
    security: [{ bearer: [] }],
    params: VehicleIdParams,
    body: HandOverInput,
    response: withErrors({ 201: DataOf(StartedHandOver) }),
  },
  'GET /hand-overs/:code': {
    tags: ['hand-overs'],
    summary: 'What a hand-over code offers: the car and what goes with it (its seller or a buyer)',
    security: [{ bearer: [] }],
    params: HandOverCodeParams,
    response: withErrors({ 200: DataOf(HandOver) }),
  },
  'POST /hand-overs/:code/accept': {
    tags: ['hand-overs'],
    summary:
      "Accept the car: it moves to the caller's garage with what was chosen, in one transaction",
    security: [{ bearer: [] }],
    params: HandOverCodeParams,
    response: withErrors({ 200: DataOf(AcceptedHandOver) }),
  },
  'POST /hand-overs/:code/withdraw': {
    tags: ['hand-overs'],
    summary: 'Withdraw an offer not yet accepted (its seller only)',
    security: [{ bearer: [] }],
    params: HandOverCodeParams,
    response: withErrors({ 200: DataOf(HandOver) }),
  },
});
