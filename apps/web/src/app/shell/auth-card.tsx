import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The one narrow card the sign-in and recovery pages share. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Stack gap="md" maw={420} mx="auto">
      <Paper withBorder shadow="xs" radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={24}>
              {title}
            </Title>
            {subtitle && (
              <Text size="sm" c="dimmed">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer && (
        <Text size="sm" ta="center">
          {footer}
        </Text>
      )}
    </Stack>
  );
}
