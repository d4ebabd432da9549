/** The query keys of the payouts page (under `productions`, like every productions key). */
export const payoutKeys = {
  all: ["productions", "payouts"] as const,
  summary: ["productions", "payouts", "summary"] as const,
  earnings: ["productions", "payouts", "earnings"] as const,
  payouts: ["productions", "payouts", "list"] as const,
};
