import { EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusPageProps {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  /** 1 when this is the page's only heading (not found), 2 under a page header (empty states). */
  headingOrder?: 1 | 2;
  actions?: ReactNode;
}

/** A centred icon, heading, text and actions: not-found, not-enabled and empty-state pages. */
export function StatusPage({ icon, title, description, headingOrder = 1, actions }: StatusPageProps) {
  return (
    <EmptyState mt="xl" mx="auto" maw={520} icon={icon}>
      <EmptyState.Title order={headingOrder}>{title}</EmptyState.Title>
      <EmptyState.Description>{description}</EmptyState.Description>
      {actions && <EmptyState.Actions>{actions}</EmptyState.Actions>}
    </EmptyState>
  );
}
