import { TOAST, toastPosition } from "@vocable/domain";
import { useLocation } from "react-router";
import { Toaster } from "sonner";
import { useTheme } from "./theme/use-theme";

/** Toasts: at most 3, 5555 ms, top-center on sign-in/up and bottom-right elsewhere. */
export function AppToaster() {
  const { pathname } = useLocation();
  const { theme } = useTheme();
  return (
    <Toaster
      position={toastPosition(pathname)}
      visibleToasts={TOAST.max}
      duration={TOAST.durationMs}
      theme={theme}
      richColors
      closeButton
      offset={{ bottom: 96 }}
      mobileOffset={{ bottom: 120 }}
    />
  );
}
