// The passengers step of a hotel chosen from the map: the same step as /hotel/{destination}/passengers.
export { default, getConfig } from '../../../(default)/hotel/[destination]/passengers';
