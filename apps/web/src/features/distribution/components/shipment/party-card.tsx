import { Card, SimpleGrid, TextInput, Title } from '@mantine/core';
import type { Party } from '@partsflow/contracts';

const FIELDS: { key: keyof Party; label: string; required: boolean; type?: string }[] = [
  { key: 'name', label: 'Contact name', required: true },
  { key: 'company', label: 'Company', required: false },
  { key: 'email', label: 'Email', required: true, type: 'email' },
  { key: 'phone', label: 'Phone', required: true, type: 'tel' },
  { key: 'address1', label: 'Address Line 1', required: true },
  { key: 'address2', label: 'Address Line 2', required: false },
  { key: 'city', label: 'City', required: true },
  { key: 'subdivision_code', label: 'State/Province', required: true },
  { key: 'postal_code', label: 'Postal Code', required: true },
  { key: 'country', label: 'Country', required: true },
];

export const fieldId = (path: string) => `shipment-${path.replace(/\./g, '-')}`;

/** Sender or Recipient card of the shipment form (spec 2.1, 5), each message under its field. */
export function PartyCard({
  title,
  prefix,
  value,
  onChange,
  errors,
  disabled,
}: {
  title: string;
  prefix: 'sender' | 'recipient';
  value: Party;
  onChange: (p: Party) => void;
  errors: Map<string, string>;
  disabled: boolean;
}) {
  return (
    <Card withBorder radius="md" component="section" aria-label={title}>
      <Title order={2} fz="md" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
        {FIELDS.map((f) => (
          <TextInput
            key={f.key}
            id={fieldId(`${prefix}.${f.key}`)}
            label={f.label}
            type={f.type}
            withAsterisk={f.required}
            value={value[f.key] ?? ''}
            disabled={disabled}
            error={errors.get(`${prefix}.${f.key}`)}
            onChange={(e) => onChange({ ...value, [f.key]: e.currentTarget.value })}
          />
        ))}
      </SimpleGrid>
    </Card>
  );
}
