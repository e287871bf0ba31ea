import type { DbOrTx } from '../../../platform/db/client.ts';
import * as repo from '../fitment.repository.ts';
import {
  DEFAULT_REGISTRY_SEED,
  isRegistered,
  registeredYear,
  vehicleIdOfPlate,
  type RegistryState,
} from './plates.ts';
import type { Registration, VehicleRegistry } from './registry.adapter.ts';

/**
 * The vehicle registry sandbox: every state registers four in five of the platform's vehicles (not archived ones)
 * under a plate of the state's format (./plates.ts), seeded deterministically. It is stateful like a registry:
 * `register` records a plate to a vehicle (a new registration or a transfer), `cancel` removes one; both hold for
 * the life of the process.
 */
export interface VehicleRegistrySandbox extends VehicleRegistry {
  register(r: Registration): void;
  cancel(state: RegistryState, plate: string): void;
  /** How many lookups the sandbox answered (tests read it). */
  readonly lookups: number;
}

export function createVehicleRegistrySandbox(
  db: DbOrTx,
  opts: { seed?: number; now?: () => Date } = {},
): VehicleRegistrySandbox {
  const seed = opts.seed ?? DEFAULT_REGISTRY_SEED;
  const now = opts.now ?? (() => new Date());
  const changes = new Map<string, Registration | null>();
  const key = (state: RegistryState, plate: string) => `${state}|${plate}`;
  let lookups = 0;
  return {
    get lookups() {
      return lookups;
    },
    register(r) {
      changes.set(key(r.state, r.plate), r);
    },
    cancel(state, plate) {
      changes.set(key(state, plate), null);
    },
    async lookup(state, plate) {
      lookups++;
      const changed = changes.get(key(state, plate));
      if (changed !== undefined) return changed;
      const id = vehicleIdOfPlate(state, plate);
      if (id === null || !isRegistered(seed, state, id)) return null;
      const [vehicle] = await repo.vehiclesByIds(db, { ids: [id] });
      if (!vehicle || vehicle.status === 'archived') return null;
      return {
        state,
        plate,
        vehicleId: id,
        year: registeredYear(seed, state, vehicle, now().getUTCFullYear()),
      };
    },
  };
}
