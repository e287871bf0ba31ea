import { Alert, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  SETTING_GROUPS,
  SETTING_SAVE_DEBOUNCE_MS,
  SETTINGS_MESSAGES,
  findSettingDefinition,
  settingValueProblem,
  type Setting,
  type SettingValue,
} from '@partsflow/contracts';
import { useRef, useState } from 'react';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { SETTING_CONTROLS } from './setting-controls.tsx';
import { useMarketplaceSettings, useUpdateSetting } from './settings-api.ts';

const msg = SETTINGS_MESSAGES;

function SettingRow({ setting, teamId, canEdit }: { setting: Setting; teamId: number; canEdit: boolean }) {
  const update = useUpdateSetting();
  const [draft, setDraft] = useState<SettingValue | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The value last typed: a save that returns after a newer change keeps the newer draft on screen.
  const latest = useRef<SettingValue | null>(null);
  const save = useDebouncedCallback(async (value: SettingValue) => {
    const outcome = await mutateWithToast(
      update.mutateAsync({ team_id: teamId, setting: setting.setting, value }),
      {
        success: msg.updated,
        error: msg.failed,
      },
    );
    // Saved (the list is fresh) or refused (the list shows what is stored): drop the draft unless a newer one waits.
    if (!outcome.ok || latest.current === value) {
      latest.current = null;
      setDraft(null);
    }
  }, SETTING_SAVE_DEBOUNCE_MS);
  const Control = SETTING_CONTROLS[setting.type];
  const value = draft ?? setting.value;
  const def = findSettingDefinition(setting.setting);

  function change(next: SettingValue) {
    latest.current = next;
    setDraft(next);
    const problem = def ? settingValueProblem(def, next) : null;
    setError(problem);
    if (problem) {
      save.cancel();
      return;
    }
    save(next);
  }

  return (
    <Group
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      gap="md"
      data-testid={`setting-${setting.setting}`}
    >
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} size="sm">
          {setting.name}
        </Text>
        <Text size="sm" c="dimmed" id={`setting-${setting.setting}-description`}>
          {setting.description}
        </Text>
        {!setting.enabled && (
          <Text size="sm" fw={600}>
            {msg.unavailable}
          </Text>
        )}
      </Stack>
      {!Control ? (
        <Text size="sm" c="red.8" role="alert">
          {msg.componentNotFound}
        </Text>
      ) : (
        <Control
          setting={setting}
          value={value}
          error={error}
          disabled={!canEdit || !setting.enabled}
          onChange={change}
        />
      )}
    </Group>
  );
}

/**
 * The Settings page (merchant spec 2.9): one card per group, built from the definitions the API serves. Each change
 * is saved 300 ms after the last change (docs/decisions/0437).
 */
export function MarketplaceSettings({ teamId, canEdit }: { teamId: number; canEdit: boolean }) {
  const settings = useMarketplaceSettings();
  if (settings.isPending)
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {SETTING_GROUPS.map((g) => (
          <Skeleton key={g} h={140} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (settings.isError)
    return (
      <Alert color="red" title={msg.failed}>
        The settings could not be loaded.
      </Alert>
    );
  return (
    <Stack gap="md">
      {!canEdit && (
        <Alert color="blue" variant="light">
          Only team admins can change these settings.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {SETTING_GROUPS.map((group) => {
          const items = settings.data.data.filter((s) => s.group === group);
          return (
            <Card key={group} withBorder radius="md" padding="lg" component="section" aria-label={group}>
              <Title order={2} size="h4" mb="sm">
                {group}
              </Title>
              <Stack gap="lg">
                {items.map((s) => (
                  <SettingRow key={s.setting} setting={s} teamId={teamId} canEdit={canEdit} />
                ))}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
