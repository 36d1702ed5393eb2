/** Stops: for some destinations the product shows non-stop flights only (the stop filter is forced to "0"). */
import { FORCED_NONSTOP_DESTINATIONS } from './constants';

/** The value the stop filter `fStop` must take for a destination, or null when the traveller chooses. */
export function forcedStopFilter(destination: string | null | undefined): '0' | null {
  const code = destination?.trim().toUpperCase() ?? '';
  return (FORCED_NONSTOP_DESTINATIONS as readonly string[]).includes(code) ? '0' : null;
}

/** The stop filter's option of a flight: "0" non-stop, "1" one stop, "2" two or more. */
export function stopOption(stops: number): '0' | '1' | '2' {
  return stops <= 0 ? '0' : stops === 1 ? '1' : '2';
}
