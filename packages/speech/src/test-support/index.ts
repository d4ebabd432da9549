// What tests outside this package take from its test support (`@vocable/speech/test-support`).
export * from "./ffmpeg-decode";
export * from "./wait-for";
export * from "./flite-speech";
export * from "./test-video";
