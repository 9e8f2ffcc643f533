import type { Ref, RefObject } from 'react';

/**
 * One callback ref filling the component's own ref and the one its caller passed (a function or
 * an object): fields keep their input for focus while forms register it too.
 */
export function bothRefs<T>(own: RefObject<T | null> | undefined, given: Ref<T> | undefined): (node: T | null) => void {
  return (node) => {
    if (own) own.current = node;
    if (typeof given === 'function') given(node);
    else if (given) given.current = node;
  };
}
