import { useMutation, type MutateOptions, type UseMutationOptions } from "@tanstack/react-query";
import { useCallback, useRef } from "react";

/**
 * useMutation with `fire`: a call while one is in flight is dropped, so a double click sends one
 * request (the pending state reaches the button a tick later, after a second click could land).
 */
export function useGuardedMutation<TData, TVars>(options: UseMutationOptions<TData, Error, TVars>) {
  const inFlight = useRef(false);
  const mutation = useMutation(options);
  const { mutate } = mutation;
  const fire = useCallback(
    (vars: TVars, callbacks?: MutateOptions<TData, Error, TVars>) => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutate(vars, {
        ...callbacks,
        onSettled: (...args) => {
          inFlight.current = false;
          callbacks?.onSettled?.(...args);
        },
      });
    },
    [mutate],
  );
  return { ...mutation, fire };
}
