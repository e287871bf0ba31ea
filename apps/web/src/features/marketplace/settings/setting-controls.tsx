import { NumberInput, Switch } from '@mantine/core';
import type { Setting, SettingValue } from '@partsflow/contracts';
import type { ComponentType } from 'react';

export interface SettingControlProps {
  setting: Setting;
  value: SettingValue;
  error: string | null;
  disabled: boolean;
  onChange: (value: SettingValue) => void;
}

function BooleanSetting({ setting, value, disabled, onChange }: SettingControlProps) {
  return (
    <Switch
      checked={value === true}
      disabled={disabled}
      onChange={(e) => onChange(e.currentTarget.checked)}
      aria-label={setting.name}
      aria-describedby={`setting-${setting.setting}-description`}
      size="md"
    />
  );
}

function PercentSetting({ setting, value, error, disabled, onChange }: SettingControlProps) {
  const { min, max, decimals } = setting.validations;
  return (
    <NumberInput
      value={typeof value === 'number' ? value : ''}
      onChange={(v) => onChange(typeof v === 'number' ? v : Number.NaN)}
      min={min}
      max={max}
      decimalScale={decimals}
      suffix="%"
      disabled={disabled}
      error={error}
      aria-label={setting.name}
      aria-describedby={`setting-${setting.setting}-description`}
      w={140}
      allowNegative={false}
      clampBehavior="none"
    />
  );
}

/** The control of each setting type; a type missing here shows 'Error: Setting Component Not Found'. */
export const SETTING_CONTROLS: Record<string, ComponentType<SettingControlProps>> = {
  boolean: BooleanSetting,
  percent: PercentSetting,
};
