import { Button, Stack, Text, TextInput } from '@mantine/core';
import type { SessionUser } from '@partsflow/contracts';

/**
 * Account tab 0. The server has no endpoint to change a name or email yet, so the form shows the
 * details and says so rather than pretending to save.
 */
export function PersonalDetailsForm({ user }: { user: SessionUser }) {
  return (
    <Stack gap="md" maw={480}>
      <TextInput label="Name" value={user.name} readOnly />
      <TextInput label="Email" type="email" value={user.email} readOnly />
      <Text size="sm" c="dimmed">
        Changing your name or email is not available yet.
      </Text>
      <Button disabled w="fit-content">
        Update
      </Button>
    </Stack>
  );
}
