import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { GROUP_ORDER, groupOf, type FormError } from './draft.ts';
import { fieldId } from './party-card.tsx';

/**
 * The numbered summary of form errors and the server's all_errors, grouped by Recipient, Sender, Boxes, Email,
 * Height, Weight and City (spec 8). Each entry takes the focus to its field.
 */
export function ErrorSummary({ errors }: { errors: FormError[] }) {
  if (!errors.length) return null;
  const grouped = GROUP_ORDER.map((g) => ({ g, list: errors.filter((e) => groupOf(e.path) === g) })).filter(
    (x) => x.list.length,
  );
  // Numbered across the groups: each group's list starts after the ones before it.
  const groups = grouped.map((x, i) => ({
    ...x,
    start: grouped.slice(0, i).reduce((s, y) => s + y.list.length, 0),
  }));
  return (
    <Alert color="red" title="Please fix the following" role="region">
      <Stack gap="xs">
        {groups.map(({ g, list, start }) => (
          <div key={g}>
            <Text fw={600} size="sm">
              {g}
            </Text>
            <List type="ordered" size="sm" start={start + 1}>
              {list.map((e) => {
                return (
                  <List.Item key={`${e.path}-${e.message}`}>
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      c="red.9"
                      onClick={() => {
                        const el = document.getElementById(fieldId(e.path));
                        el?.scrollIntoView({ block: 'center' });
                        el?.focus();
                      }}
                    >
                      {e.message}
                    </Anchor>
                  </List.Item>
                );
              })}
            </List>
          </div>
        ))}
      </Stack>
    </Alert>
  );
}
