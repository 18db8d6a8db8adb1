/**
 * Visits of the app's screens: a number that grows each time the address moves to another path,
 * recorded per location as the router moves (`recordVisit`), before the new screen renders.
 *
 * A form keyed by its visit starts afresh whenever the seller comes back to it. React would otherwise
 * keep it: the router moves in a transition, so until the next screen's code has loaded the screen
 * left stays on it, and coming straight back then found the same form, holding what the seller had
 * just chosen to leave (and no longer guarded). A move within the same path (a click on the
 * screen's own menu entry, a changed search) is the same visit.
 */
const visitByLocation = new Map<string, number>();
/** Locations remembered: far more than a seller goes back through in a tab. */
const KEPT = 1000;
let visit = 0;
let lastPath: string | null = null;

export function recordVisit(location: { key: string; pathname: string }) {
  if (location.pathname !== lastPath) {
    visit++;
    lastPath = location.pathname;
  }
  visitByLocation.delete(location.key); // a location gone back to is its newest
  visitByLocation.set(location.key, visit);
  if (visitByLocation.size > KEPT) visitByLocation.delete(visitByLocation.keys().next().value!);
}

/** The visit a location belongs to. */
export const visitOf = (locationKey: string): number => visitByLocation.get(locationKey) ?? 0;
