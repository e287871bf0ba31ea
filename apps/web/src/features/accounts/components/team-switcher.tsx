import { Select } from '@mantine/core';
import type { Session } from '@partsflow/contracts';
import { IconUsersGroup } from '@tabler/icons-react';
import { describeError } from '../../../lib/api-errors.ts';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { useSwitchTeam } from '../api/session.ts';

interface TeamSwitcherProps {
  session: Session;
  /** Called once the session works in the new team (the shell goes to `/`). */
  onSwitched: () => void;
  fullWidth?: boolean;
}

/** Shown only to people in several teams. */
export function TeamSwitcher({ session, onSwitched, fullWidth }: TeamSwitcherProps) {
  const switchTeam = useSwitchTeam();
  if (session.teams.length < 2) return null;
  return (
    <Select
      aria-label="Team"
      leftSection={<IconUsersGroup size={16} />}
      data={session.teams.map((t) => ({ value: String(t.id), label: t.name }))}
      value={session.current_team_id === null ? null : String(session.current_team_id)}
      allowDeselect={false}
      disabled={switchTeam.isPending}
      w={fullWidth ? '100%' : 220}
      size="sm"
      onChange={async (value) => {
        if (!value || Number(value) === session.current_team_id) return;
        const switched = await mutateWithToast(switchTeam.mutateAsync(Number(value)), {
          success: (next) => {
            const team = next.teams.find((t) => t.id === next.current_team_id);
            return `You are now working in ${team?.name ?? 'the selected team'}.`;
          },
          error: (err) => describeError(err, 'Could not switch team.'),
        });
        if (switched.ok) onSwitched();
      }}
    />
  );
}
