import type { Product, ProductHsCode } from '@partsflow/contracts';
import { Button, Card, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { RowActions } from '../../../../components/row-actions/row-actions.tsx';
import { serverMessageOr } from '../../../../lib/api-errors.ts';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { useEditModal } from '../../../../lib/use-edit-modal.ts';
import { useRemoveHsCode, useSaveHsCode, type HsCodeInput } from '../../api/shipping.ts';
import { useDelayedSubmit } from '../../hooks/use-delayed-submit.ts';
import { TOASTS } from '../../utils/toast-messages.ts';
import { CountryOfOriginSelect } from './country-of-origin-select.tsx';
import { HsCodeForm } from './hs-code-form.tsx';

/** Customs: country of origin and the HS codes per country (or Default). */
export function CustomsCard({ product }: { product: Product }) {
  const save = useSaveHsCode(product.id);
  const remove = useRemoveHsCode(product.id);
  const modal = useEditModal<ProductHsCode>();
  const { open, close } = modal;
  // Spec section 9: the customs modal submits after 250 ms.
  const { submitting, run } = useDelayedSubmit(250);

  const submit = (input: HsCodeInput) =>
    run(async () => {
      const saved = await mutateWithToast(save.mutateAsync({ id: modal.item?.id ?? null, input }), {
        // The spec's one success text for this modal, whether adding or changing a row.
        success: TOASTS.hsAdded,
        error: (err) => serverMessageOr(err, TOASTS.hsAddError),
      });
      if (saved.ok) close();
    });

  const removeCode = (h: ProductHsCode) =>
    mutateWithToast(remove.mutateAsync(h.id), { success: TOASTS.hsRemoved, error: TOASTS.hsRemoveError });

  const rows = product.product_harmonized_system_codes;
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          Customs
        </Title>
        <CountryOfOriginSelect product={product} />
        <Group justify="space-between">
          <Text fw={600} size="sm">
            HS Codes
          </Text>
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open(null)}>
            Add HS Code
          </Button>
        </Group>
        {rows.length === 0 ? (
          <Text c="dimmed">No HS codes yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={520} type="native">
            <Table verticalSpacing="xs" aria-label="HS codes">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Country</Table.Th>
                  <Table.Th>HS Code</Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th aria-label="Actions" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((h) => (
                  <Table.Tr key={h.id}>
                    <Table.Td>{h.country_code ?? 'Default'}</Table.Td>
                    <Table.Td>{h.harmonized_system_code.code}</Table.Td>
                    <Table.Td>{h.harmonized_system_code.description}</Table.Td>
                    <Table.Td>
                      <RowActions
                        name={`HS code ${h.harmonized_system_code.code}`}
                        onEdit={() => open(h)}
                        onRemove={() => void removeCode(h)}
                        removing={remove.isPending && remove.variables === h.id}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Modal opened={modal.opened} onClose={close} title="Customs" size="lg">
        <HsCodeForm
          key={modal.key}
          hsCode={modal.item}
          saving={submitting}
          onSubmit={submit}
          onCancel={close}
        />
      </Modal>
    </Card>
  );
}
