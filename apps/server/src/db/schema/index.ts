export * from "./auth";
export * from "./workspaces";
export * from "./api-keys";
export * from "./history";
export * from "./voices";
export * from "./jobs";
export * from "./generations";
export * from "./pronunciation-dictionaries";
