import type { MailMessage } from '../../../adapters/mail/index.ts';
import { defineWorkflow } from '../../../platform/workflows/index.ts';

/** What the label request email says: the shipment, its location and where to add the label details. */
export interface LabelRequestEmailInput {
  to: string;
  deliveryId: number;
  identifier: string;
  locationName: string;
  locationCode: string;
  storeReference: string | null;
  carrier: string | null;
  errorMessage: string | null;
  detailsUrl: string;
}

/**
 * A label that could not be generated and was requested by hand (spec 2.2 delivery card notices): emailed to the
 * location's consignment email after the request commits; the send step's key makes a repeated run send once.
 */
export const labelRequestEmail = defineWorkflow<LabelRequestEmailInput>({
  name: 'shipping.label_request_email',
  steps: [
    {
      name: 'compose',
      run: async ({ input }): Promise<MailMessage> => ({
        to: input.to,
        subject: `Label requested for shipment ${input.identifier} (${input.locationCode})`,
        text: [
          `A shipping label could not be generated for shipment ${input.identifier} at ${input.locationName} (${input.locationCode}).`,
          input.storeReference ? `Store reference: ${input.storeReference}` : null,
          input.carrier ? `Carrier: ${input.carrier}` : null,
          input.errorMessage ? `Reason: ${input.errorMessage}` : null,
          '',
          `Book it by hand and add the label details (carrier, label URL, tracking number and URL, cost):`,
          input.detailsUrl,
        ]
          .filter((l) => l !== null)
          .join('\n'),
      }),
    },
    {
      name: 'send',
      run: ({ outputs, idempotencyKey, adapters }) =>
        adapters.mail.send(outputs.compose as MailMessage, { idempotencyKey }),
    },
  ],
});
