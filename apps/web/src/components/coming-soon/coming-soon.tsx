import { IconHourglassEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { StatusPage } from '../status-page/status-page.tsx';

interface ComingSoonProps {
  /** e.g. "Coming with the distributor portal" */
  title: string;
  description: ReactNode;
}

/** An honest empty state for a page a later issue fills: never placeholder data. */
export function ComingSoon({ title, description }: ComingSoonProps) {
  return (
    <StatusPage
      headingOrder={2}
      icon={<IconHourglassEmpty size={28} stroke={1.5} />}
      title={title}
      description={description}
    />
  );
}
