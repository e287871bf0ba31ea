import { Anchor, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { FullPageLoader } from '../../../../components/full-page-loader/full-page-loader.tsx';
import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { FulfillmentOrderView, useFulfillmentOrder } from '../../../../features/orders/index.ts';
import { urls } from '../../../../lib/urls.ts';

export function FulfillmentOrderPage() {
  const id = Number(useParams().id);
  const order = useFulfillmentOrder(id);
  if (order.isError)
    return (
      <>
        <PageHeader title="Order not found" />
        <Text>
          <Anchor component={Link} to={urls.marketplace.fulfillments()}>
            Back to the fulfilment orders
          </Anchor>
        </Text>
      </>
    );
  if (!order.data) return <FullPageLoader />;
  return (
    <>
      <PageHeader
        title={`Order ${order.data.fulfillment_name}`}
        description={
          <Anchor component={Link} to={urls.marketplace.fulfillments()} size="sm">
            All fulfilment orders
          </Anchor>
        }
      />
      <FulfillmentOrderView order={order.data} />
    </>
  );
}
