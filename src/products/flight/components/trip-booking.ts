/** The code that runs once a flight is chosen (the trip's «continue» row), loaded on the first choice. */
export const loadTripBooking = () => import('./FlightTripBooking');
