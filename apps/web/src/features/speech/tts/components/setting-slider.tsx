import { Slider } from "#components/ui/slider";
import { SETTING_RANGES, type SliderSetting } from "../voice-settings";

interface SettingSliderProps {
  setting: SliderSetting;
  label: string;
  hint: [string, string];
  value: number;
  onChange: (value: number) => void;
}

/** One voice setting: label, current value, slider and the meaning of its two ends. */
export function SettingSlider({ setting, label, hint, value, onChange }: SettingSliderProps) {
  const range = SETTING_RANGES[setting];
  const shown = setting === "speed" ? `${value.toFixed(2)}x` : `${Math.round(value * 100)}%`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-xs text-muted-foreground tabular-nums dark:text-zinc-400">{shown}</span>
      </div>
      <Slider
        label={label}
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        valueText={shown}
        onValueChange={onChange}
        testId={`setting-${setting}`}
      />
      <div className="flex justify-between text-[11px] text-muted-foreground">
        <span>{hint[0]}</span>
        <span>{hint[1]}</span>
      </div>
    </div>
  );
}
