/** Domain events through a transactional outbox (docs/decisions/0012-cross-module-events.md). */
export { emitEvent, emitEvents } from './outbox.ts';
export { createEventBus, type EventBus, type EventHandler } from './event-bus.ts';
export {
  DOMAIN_EVENTS,
  type DomainEvent,
  type DomainEventPayload,
  type DomainEventType,
} from './domain-events.ts';
