import { APP_ROUTES } from "@vocable/domain";
import { SectionTabs } from "#components/ui/section-tabs";

const TABS = [
  { to: APP_ROUTES.productionsDashboard, label: "Dashboard" },
  { to: APP_ROUTES.productionsUnclaimed, label: "Unclaimed" },
  { to: APP_ROUTES.productionsActive, label: "Active" },
  { to: APP_ROUTES.productionsHistory, label: "History" },
  { to: APP_ROUTES.payouts, label: "Payouts" },
  { to: APP_ROUTES.profiles, label: "Profile" },
  { to: APP_ROUTES.productionsSettings, label: "Settings" },
  { to: APP_ROUTES.productionsQualifications, label: "Qualifications" },
] as const;

/** The productions pages of a producer, under each one's title. */
export function ProductionsTabs() {
  return <SectionTabs label="Productions" tabs={TABS} />;
}
