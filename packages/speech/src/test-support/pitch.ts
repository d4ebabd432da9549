/** Test helper: the median pitch of voiced speech (the tracker itself is product code in analysis/pitch.ts). */
export { medianPitchHz } from "../analysis/pitch";
