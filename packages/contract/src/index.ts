export * from "./strings";
export * from "./errors";
export * from "./voices";
export * from "./models";
export * from "./text-to-speech";
export * from "./history";
export * from "./user";
export * from "./pronunciation-dictionaries";
