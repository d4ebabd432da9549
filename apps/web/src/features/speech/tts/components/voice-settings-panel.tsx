import type { ResolvedVoiceSettings } from "@vocable/contract";
import { Switch } from "#components/ui/switch";
import type { SliderSetting } from "../voice-settings";
import { SettingSlider } from "./setting-slider";

interface VoiceSettingsPanelProps {
  value: ResolvedVoiceSettings;
  isDefault: boolean;
  onChange: (settings: ResolvedVoiceSettings) => void;
  onReset: () => void;
}

const SLIDERS: readonly { setting: SliderSetting; label: string; hint: [string, string] }[] = [
  { setting: "speed", label: "Speed", hint: ["Slower", "Faster"] },
  { setting: "stability", label: "Stability", hint: ["More variable", "More stable"] },
  { setting: "similarity_boost", label: "Similarity", hint: ["Low", "High"] },
  { setting: "style", label: "Style exaggeration", hint: ["None", "Exaggerated"] },
];

/** Speed, stability, similarity, style sliders and the speaker boost switch. */
export function VoiceSettingsPanel({ value, isDefault, onChange, onReset }: VoiceSettingsPanelProps) {
  const set = <K extends keyof ResolvedVoiceSettings>(key: K, v: ResolvedVoiceSettings[K]) => onChange({ ...value, [key]: v });
  return (
    <fieldset className="flex flex-col gap-5">
      <div className="flex items-center justify-between">
        <legend className="text-sm font-semibold">Voice settings</legend>
        <button
          type="button"
          onClick={onReset}
          disabled={isDefault}
          className="text-xs text-muted-foreground underline-offset-2 hover:text-zinc-900 hover:underline disabled:no-underline disabled:opacity-50 dark:hover:text-zinc-100"
        >
          Reset to default
        </button>
      </div>
      {SLIDERS.map(({ setting, label, hint }) => (
        <SettingSlider key={setting} setting={setting} label={label} hint={hint} value={value[setting]} onChange={(v) => set(setting, v)} />
      ))}
      <div className="flex items-center justify-between gap-3">
        <label htmlFor="speaker-boost" className="text-sm font-medium">
          Speaker boost
        </label>
        <Switch
          id="speaker-boost"
          label="Speaker boost"
          checked={value.use_speaker_boost}
          onCheckedChange={(v) => set("use_speaker_boost", v)}
        />
      </div>
    </fieldset>
  );
}
