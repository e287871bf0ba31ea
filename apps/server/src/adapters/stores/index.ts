/** Stores: one interface for a merchant's online store, the sandbox store by default (platform design 5). */
export { StoreError } from './store.adapter.ts';
export type {
  StoreAdapter,
  StoreFulfillment,
  StoreFulfillmentInput,
  StoreOrderInput,
  StoreProduct,
  StoreProductInput,
  StoreRef,
  StoreWebhook,
} from './store.adapter.ts';
export {
  createSandboxStore,
  placeSandboxOrder,
  signWebhookBody,
  type SandboxMode,
  type SandboxOwnerOrder,
  type SandboxStoreOptions,
} from './sandbox-store.ts';
