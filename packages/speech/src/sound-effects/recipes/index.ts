/** Every procedural recipe, by family. */
import { AMBIENCE_RECIPES } from "./ambience";
import { ANIMAL_RECIPES } from "./animals";
import { CROWD_RECIPES } from "./crowds";
import { DOOR_RECIPES } from "./doors";
import { FIRE_RECIPES } from "./fire";
import { FOOTSTEP_RECIPES } from "./footsteps";
import { IMPACT_RECIPES } from "./impacts";
import { MACHINE_RECIPES } from "./machines";
import type { Recipe } from "./recipe-types";
import { UI_RECIPES } from "./ui";
import { VEHICLE_RECIPES } from "./vehicles";
import { WATER_RECIPES } from "./water";
import { WEATHER_RECIPES } from "./weather";
import { WHOOSH_RECIPES } from "./whooshes";

export const RECIPES: readonly Recipe[] = [
  ...WEATHER_RECIPES,
  ...WATER_RECIPES,
  ...FIRE_RECIPES,
  ...FOOTSTEP_RECIPES,
  ...DOOR_RECIPES,
  ...IMPACT_RECIPES,
  ...MACHINE_RECIPES,
  ...VEHICLE_RECIPES,
  ...ANIMAL_RECIPES,
  ...UI_RECIPES,
  ...WHOOSH_RECIPES,
  ...CROWD_RECIPES,
  ...AMBIENCE_RECIPES,
];

export { SOUND_CATEGORIES, type Material, type Recipe, type RecipeContext, type SoundCategory } from "./recipe-types";
