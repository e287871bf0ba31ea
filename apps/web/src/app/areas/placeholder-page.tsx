import { ComingSoon } from '../../components/coming-soon/coming-soon.tsx';
import { PageHeader } from '../../components/page-header/page-header.tsx';

interface PlaceholderPageProps {
  title: string;
  /** "the distributor portal", "the merchant marketplace", "the catalogue" */
  comingWith: string;
  description: string;
}

/** A page a later issue fills: its title and an honest empty state, never sample data. */
export function PlaceholderPage({ title, comingWith, description }: PlaceholderPageProps) {
  return (
    <>
      <PageHeader title={title} />
      <ComingSoon title={`Coming with ${comingWith}`} description={description} />
    </>
  );
}
