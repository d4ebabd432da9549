/** Words that change how a sound is made rather than which sound: "heavy", "distant", "on gravel". */
import type { Material } from "./recipes/recipe-types";

/** A parameter a modifier pushes, and the direction (+1 more, -1 less). */
export interface Push {
  /** 0..1 scale: light .. heavy. */
  intensity?: number;
  /** Events' rate: slow .. fast. */
  speed?: number;
  /** Frequency: deep .. high. */
  pitch?: number;
  /** Close .. far away. */
  distance?: number;
  /** Dry .. a large hall. */
  space?: number;
  /** Quiet .. loud output level. */
  level?: number;
  material?: Material;
  /** The source moves past the listener. */
  passing?: boolean;
}

/** Each modifier phrase and what it pushes; phrases are matched by their stems, longest first. */
export const MODIFIERS: Readonly<Record<string, Push>> = {
  heavy: { intensity: 1 }, strong: { intensity: 1 }, hard: { intensity: 1 }, intense: { intensity: 1 }, violent: { intensity: 1.3 },
  powerful: { intensity: 1 }, huge: { intensity: 1, pitch: -0.6 }, massive: { intensity: 1.2, pitch: -0.7 }, big: { intensity: 0.6, pitch: -0.6 },
  large: { intensity: 0.5, pitch: -0.5 }, giant: { intensity: 1, pitch: -0.9 }, raging: { intensity: 1.2 }, fierce: { intensity: 1 },
  loud: { intensity: 0.5, level: 1 }, booming: { intensity: 0.8, pitch: -0.4 }, epic: { intensity: 0.8, space: 0.6 },
  light: { intensity: -1 }, gentle: { intensity: -1, level: -0.5 }, soft: { intensity: -0.8, level: -1 }, quiet: { intensity: -0.5, level: -1.2 },
  faint: { intensity: -0.6, level: -1, distance: 0.5 }, subtle: { intensity: -0.7, level: -0.6 }, calm: { intensity: -0.8 }, small: { intensity: -0.5, pitch: 0.6 },
  little: { intensity: -0.4, pitch: 0.6 }, tiny: { intensity: -0.6, pitch: 1 }, weak: { intensity: -0.8 }, mild: { intensity: -0.6 }, low: { pitch: -0.7 },
  deep: { pitch: -1 }, bass: { pitch: -0.8 }, rumbling: { pitch: -0.4 }, high: { pitch: 0.8 }, "high pitched": { pitch: 1.2 }, shrill: { pitch: 1.2 },
  bright: { pitch: 0.5 }, dark: { pitch: -0.4 }, sharp: { pitch: 0.4, intensity: 0.3 }, dull: { pitch: -0.5 },
  fast: { speed: 1 }, quick: { speed: 1 }, quickly: { speed: 1 }, rapid: { speed: 1.2 }, hurried: { speed: 1 }, frantic: { speed: 1.4, intensity: 0.5 },
  running: { speed: 1.4, intensity: 0.4 }, short: { speed: 0.8 }, slow: { speed: -1 }, slowly: { speed: -1 }, lazy: { speed: -0.8 }, long: { speed: -0.8 },
  distant: { distance: 1 }, "far away": { distance: 1.2 }, far: { distance: 1 }, "in the distance": { distance: 1.2 }, muffled: { distance: 0.8 },
  background: { distance: 0.6, level: -0.4 }, close: { distance: -1 }, "close up": { distance: -1.2 }, near: { distance: -0.8 }, nearby: { distance: -0.6 },
  cave: { space: 1 }, cavern: { space: 1 }, cathedral: { space: 1.2 }, church: { space: 1 }, hall: { space: 0.8 }, tunnel: { space: 0.9 },
  underground: { space: 0.7 }, warehouse: { space: 0.8 }, hallway: { space: 0.6 }, corridor: { space: 0.6 }, bathroom: { space: 0.5 },
  stairwell: { space: 0.7 }, room: { space: 0.3 }, indoor: { space: 0.3 }, indoors: { space: 0.3 }, inside: { space: 0.3 }, echo: { space: 0.9 },
  echoing: { space: 0.9 }, reverb: { space: 0.8 }, outdoor: { space: -0.6 }, outdoors: { space: -0.6 }, outside: { space: -0.5 }, open: { space: -0.3 },
  dry: { space: -1 },
  metal: { material: "metal" }, metallic: { material: "metal" }, tin: { material: "metal" }, steel: { material: "metal" }, iron: { material: "metal" },
  wood: { material: "wood" }, wooden: { material: "wood" }, floorboards: { material: "wood" }, planks: { material: "wood" }, deck: { material: "wood" },
  "car roof": { material: "metal" }, "metal roof": { material: "metal" }, glass: { material: "glass" }, window: { material: "glass" }, stone: { material: "stone" }, concrete: { material: "stone" }, pavement: { material: "stone" },
  tile: { material: "stone" }, marble: { material: "stone" }, asphalt: { material: "stone" }, gravel: { material: "gravel" }, pebbles: { material: "gravel" },
  snow: { material: "snow" }, snowy: { material: "snow" }, grass: { material: "grass" }, dirt: { material: "grass" }, leaves: { material: "leaves" },
  "dry leaves": { material: "leaves" }, sand: { material: "sand" }, beach: { material: "sand" }, puddle: { material: "water" }, puddles: { material: "water" },
  mud: { material: "water" }, wet: { material: "water" },
  passing: { passing: true }, "passing by": { passing: true }, "pass by": { passing: true }, "drive by": { passing: true }, "driving by": { passing: true },
  "going by": { passing: true }, "flying over": { passing: true }, "flyover": { passing: true }, "fly by": { passing: true }, "flyby": { passing: true }, overhead: { passing: true },
};

/** Words that strengthen the modifier after them ("very loud"). */
export const INTENSIFIERS: Readonly<Record<string, number>> = { very: 1.6, really: 1.5, extremely: 2, super: 1.6, incredibly: 2, so: 1.3, slightly: 0.5, somewhat: 0.6, bit: 0.5 };
