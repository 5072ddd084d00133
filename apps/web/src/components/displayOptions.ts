/**
 * Display preferences of this browser (not of the table, not sent to the server): for now the
 * four-colour deck — clubs green and diamonds orange, so that no two suits share a colour. Kept
 * in `localStorage` and applied as a class on `<html>` (`styles.css`: `.four-colour`).
 *
 * ```ts
 * readFourColour(localStorage);          // false on a first visit
 * writeFourColour(localStorage, true);   // remembered for the next visit
 * applyFourColour(document.documentElement, true);
 * ```
 */
import { useEffect, useState } from 'react';

/** The `localStorage` key of the four-colour deck preference. */
export const FOUR_COLOUR_KEY = 'biritch.fourColour';
/** The class on `<html>` that turns the four-colour deck on. */
export const FOUR_COLOUR_CLASS = 'four-colour';

/** The stored preference; false when unset, unreadable or storage is unavailable (private mode). */
export function readFourColour(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(FOUR_COLOUR_KEY) === '1';
  } catch {
    return false;
  }
}

/** Stores the preference; a storage that refuses (quota, private mode) keeps it for this page only. */
export function writeFourColour(storage: Pick<Storage, 'setItem' | 'removeItem'> | null, on: boolean): void {
  try {
    if (on) storage?.setItem(FOUR_COLOUR_KEY, '1');
    else storage?.removeItem(FOUR_COLOUR_KEY);
  } catch {
    // Nothing to do: the choice holds until the page is left.
  }
}

/** Sets or clears the four-colour class on the document's root element. */
export function applyFourColour(root: Element, on: boolean): void {
  root.classList.toggle(FOUR_COLOUR_CLASS, on);
}

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** The four-colour preference as React state, stored and applied to `<html>` on every change. */
export function useFourColour(): readonly [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => readFourColour(storage()));
  useEffect(() => {
    applyFourColour(document.documentElement, on);
  }, [on]);
  const set = (next: boolean) => {
    writeFourColour(storage(), next);
    setOn(next);
  };
  return [on, set] as const;
}
