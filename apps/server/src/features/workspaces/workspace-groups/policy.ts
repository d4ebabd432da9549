import { AppError } from "#platform/errors";

/** Another workspace's group is not found, like one that never existed. */
export const groupNotFound = () => new AppError("group_not_found", 404, "No such group in this workspace.");
