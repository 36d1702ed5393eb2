// A hotel opened from the map: the same hotel page as /hotel/{destination}/{hotelName}.
export { default, getConfig } from '../../../(default)/hotel/[destination]/[hotelName]';
